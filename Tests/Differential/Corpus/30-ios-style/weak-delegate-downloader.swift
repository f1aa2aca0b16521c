// iOS-style delegate protocol with a weak delegate, a table-like data source and printed callbacks.
protocol DownloaderDelegate: AnyObject {
    func downloader(_ d: Downloader, didFinish file: String)
    func downloader(_ d: Downloader, didFail error: Error)
}
enum DownloadError: Error { case notFound(String) }
final class Downloader: CustomStringConvertible {
    weak var delegate: DownloaderDelegate?
    var description: String { "Downloader(delegate: \(delegate.map { String(describing: type(of: $0)) } ?? "nil"))" }
    func fetch(_ name: String) {
        if name.hasSuffix(".png") { delegate?.downloader(self, didFinish: name) }
        else { delegate?.downloader(self, didFail: DownloadError.notFound(name)) }
    }
}
final class GalleryViewController: DownloaderDelegate {
    let downloader = Downloader()
    var images: [String] = []
    init() { downloader.delegate = self }
    func downloader(_ d: Downloader, didFinish file: String) { images.append(file); print("\(#function) \(file)") }
    func downloader(_ d: Downloader, didFail error: Error) { print("\(#function) \(error)") }
    deinit { print("GalleryViewController deinit") }
}
var vc: GalleryViewController? = GalleryViewController()
vc?.downloader.fetch("cat.png")
vc?.downloader.fetch("readme.txt")
let d = vc!.downloader
print(d, vc!.images)
vc = nil
print(d)
d.fetch("dog.png")
