// public private(set) and internal(set) combinations on class and struct properties.
public final class Download {
    public private(set) var progress = 0.0
    public internal(set) var name: String
    private var chunks: [Int] = []
    public init(name: String) { self.name = name }
    public func receive(_ chunk: Int, of total: Int) {
        chunks.append(chunk)
        progress = Double(chunks.reduce(0, +)) / Double(total)
    }
}
let d = Download(name: "video.mp4")
d.receive(25, of: 100)
d.receive(50, of: 100)
print(d.name, d.progress)
d.name = "renamed.mp4"
print(d.name)
