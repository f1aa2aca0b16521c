// Closures with explicit capture lists, [weak self], [unowned self] and captured copies
final class Downloader {
    var name: String
    var onDone: (() -> Void)?
    init(name: String) { self.name = name }
    func start() {
        onDone = { [weak self] in
            guard let self else { print("gone"); return }
            print("done", self.name)
        }
    }
    func label() -> () -> String { { [unowned self] in "label \(self.name)" } }
    deinit { print("deinit", name) }
}
var counter = 0
let snapshot = { [counter] in "captured \(counter)" }
let live = { "live \(counter)" }
counter = 5
print(snapshot(), live())
var d: Downloader? = Downloader(name: "d1")
d?.start(); d?.onDone?(); print(d!.label()())
let handler = d?.onDone
d = nil
handler?()
