import LessonModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker side of the run protocol: a copy of the builder that runs blocks in its own process.
///
/// It reads the block positions from `<directory>/<tag>.in` (one per line) and reports on descriptor 1:
/// `start N` before block N runs, and `done N <byte count>` followed by the block's output once it returns.
/// While a block runs, its output goes to `<tag>.out` and `<tag>.err`, so a parent that sees the worker die
/// after `start N` can still read what block N wrote before it trapped.
public enum BlockWorker {
    public static let command = "__run-blocks"

    @MainActor
    public static func main(registry: ProgramRegistry, directory: String, tag: String) async -> Int32 {
        let channel = dup(1)
        guard channel >= 0 else { return 70 }
        // Anything printed outside a block must not corrupt the protocol.
        let devNull = open("/dev/null", O_WRONLY)
        if devNull >= 0 { _ = dup2(devNull, 1); close(devNull) }

        let list = String(decoding: RawFile.contents(atPath: "\(directory)/\(tag).in") ?? [], as: UTF8.self)
        let positions = list.split(separator: "\n").compactMap { Int($0) }
        let capture: OutputCapture
        do {
            capture = try OutputCapture(outputPath: "\(directory)/\(tag).out", errorPath: "\(directory)/\(tag).err")
        } catch {
            send(channel, Array("fail \(error)\n".utf8))
            return 70
        }
        for position in positions {
            guard registry.blocks.indices.contains(position) else {
                send(channel, Array("fail no compiled block at position \(position)\n".utf8))
                return 70
            }
            send(channel, Array("start \(position)\n".utf8))
            let (output, _) = await capture.run(registry.blocks[position].run)
            send(channel, Array("done \(position) \(output.count)\n".utf8) + output)
        }
        return 0
    }

    /// A parent that can no longer be told anything has gone: stop.
    private static func send(_ channel: Int32, _ bytes: [UInt8]) {
        if bytes.withUnsafeBytes({ RawFile.writeAll(channel, $0) }) != 0 { exit(71) }
    }
}
