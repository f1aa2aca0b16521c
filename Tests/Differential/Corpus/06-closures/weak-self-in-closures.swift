// [weak self] and [unowned self] in stored closures; deinit prints when the last reference goes.
final class Downloader {
    let name: String
    var onFinish: (() -> Void)?
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
    func start() {
        onFinish = { [weak self] in
            guard let self else { print("downloader gone"); return }
            print("\(self.name) finished")
        }
    }
}
func scenario() {
    let d = Downloader(name: "images")
    d.start()
    d.onFinish?()
    let handler = d.onFinish
    print("leaving scenario")
    _ = handler
}
scenario()
var saved: (() -> Void)?
do {
    let d = Downloader(name: "videos")
    d.start()
    saved = d.onFinish
}
saved?()
print("end")
