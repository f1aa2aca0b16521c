// A weak delegate: the owner is released and the delegate reference becomes nil.
protocol DownloadDelegate: AnyObject { func didFinish(_ name: String) }
final class Downloader {
    weak var delegate: DownloadDelegate?
    func finish(_ name: String) {
        if let delegate { delegate.didFinish(name) } else { print("no delegate for \(name)") }
    }
}
final class Screen: DownloadDelegate {
    let title: String
    init(title: String) { self.title = title }
    func didFinish(_ name: String) { print("\(title) shows \(name)") }
    deinit { print("\(title) deinit") }
}
let downloader = Downloader()
var screen: Screen? = Screen(title: "Gallery")
downloader.delegate = screen
downloader.finish("photo1.png")
screen = nil
downloader.finish("photo2.png")
print(downloader.delegate == nil)
