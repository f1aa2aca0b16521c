#if canImport(Glibc)
    import Glibc
#endif

/// One message between the builder and a names worker (`NamesWorker`): a tag and byte fields, written
/// `<tag> <field count>\n` then each field as `<byte count>\n<bytes>`. Counted, not delimited: code, paths
/// and SourceKit's answers may hold any byte.
///
/// The builder sends `resolve` (language mode, the code's file, the code, then its kernel files); the
/// worker answers `ready` once SourceKit is loaded, `names` (the `CodeNames` encoding) for each request,
/// or `failed` (why) when SourceKit cannot be loaded.
struct NamesMessage: Equatable {
    var tag: String
    var fields: [[UInt8]]

    init(_ tag: String, _ fields: [[UInt8]] = []) {
        self.tag = tag
        self.fields = fields
    }

    init(_ tag: String, strings: [String]) {
        self.init(tag, strings.map { Array($0.utf8) })
    }

    func string(_ index: Int) -> String? {
        index < fields.count ? String(decoding: fields[index], as: UTF8.self) : nil
    }

    func encoded() -> [UInt8] {
        var bytes = Array("\(tag) \(fields.count)\n".utf8)
        for field in fields {
            bytes += Array("\(field.count)\n".utf8)
            bytes += field
        }
        return bytes
    }

    /// What `take(from:)` found at the front of a buffer.
    enum Taken: Equatable {
        case message(NamesMessage, consumed: Int)
        /// More bytes are needed.
        case incomplete
        /// Not a message: the other side is not a names worker, or has gone wrong.
        case malformed
        /// A field longer than the reader takes.
        case tooLarge
    }

    /// The message at the front of `bytes`, if it is all there; `tooLarge` as soon as a field says it is
    /// longer than `maximumBytes`.
    static func take(from bytes: [UInt8], maximumBytes: Int = .max) -> Taken {
        var cursor = 0
        guard case .line(let header, let next) = line(in: bytes, from: cursor) else {
            return lineFailure(bytes, cursor)
        }
        cursor = next
        let parts = header.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let count = Int(parts[1]), count >= 0, count < 10_000 else {
            return .malformed
        }
        var fields: [[UInt8]] = []
        for _ in 0..<count {
            guard case .line(let length, let next) = line(in: bytes, from: cursor) else {
                return lineFailure(bytes, cursor)
            }
            guard let size = Int(length), size >= 0 else { return .malformed }
            guard size <= maximumBytes else { return .tooLarge }
            guard bytes.count - next >= size else { return .incomplete }
            fields.append(Array(bytes[next..<next + size]))
            cursor = next + size
        }
        return .message(NamesMessage(String(parts[0]), fields), consumed: cursor)
    }

    private enum Line {
        case line(String, next: Int)
        case none
    }

    /// A header or length line: short, ASCII, ended by a line break.
    private static func line(in bytes: [UInt8], from start: Int) -> Line {
        var index = start
        while index < bytes.count, index - start < 32 {
            if bytes[index] == UInt8(ascii: "\n") {
                return .line(String(decoding: bytes[start..<index], as: UTF8.self), next: index + 1)
            }
            index += 1
        }
        return .none
    }

    /// A line not found: still arriving, or longer than any header or length.
    private static func lineFailure(_ bytes: [UInt8], _ start: Int) -> Taken {
        bytes.count - start < 32 ? .incomplete : .malformed
    }
}

/// Reads messages from a socket, each by a deadline.
final class NamesChannel {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Why no message came.
    enum Failure: Error, Equatable {
        /// The other side closed its end (it ended, or died).
        case closed
        case timedOut
        /// The message would be longer than the reader takes.
        case tooLarge
        case malformed
    }

    /// Sends a message; false when the other side is gone (no SIGPIPE: the builder must outlive a worker).
    func send(_ message: NamesMessage) -> Bool {
        let bytes = message.encoded()
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// The next message, waiting until `deadline` (seconds of the monotonic clock; nil: for ever) and
    /// taking at most `maximumBytes` of it.
    func receive(deadline: Double?, maximumBytes: Int) -> Result<NamesMessage, Failure> {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            switch NamesMessage.take(from: buffer, maximumBytes: maximumBytes) {
            case .message(let message, let consumed):
                buffer.removeFirst(consumed)
                return .success(message)
            case .malformed: return .failure(.malformed)
            case .tooLarge: return .failure(.tooLarge)
            case .incomplete: break
            }
            guard buffer.count <= maximumBytes else { return .failure(.tooLarge) }
            if let deadline {
                let left = deadline - ChildProcess.now()
                guard left > 0 else { return .failure(.timedOut) }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(left * 1000 + 1, 3_600_000)))
                if ready < 0 && errno == EINTR { continue }
                if ready == 0 { continue }
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .failure(.closed) }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// A connected pair of stream sockets, both close-on-exec, moved to descriptors of at least `lowest`
    /// (so handing one to a child at descriptor 3 never overwrites another).
    static func pair(lowest: Int32 = 200) -> (Int32, Int32)? {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return nil
        }
        let moved = ends.map { end -> Int32 in
            let high = fcntl(end, F_DUPFD_CLOEXEC, lowest)
            close(end)
            return high
        }
        guard moved.allSatisfy({ $0 >= 0 }) else {
            moved.filter { $0 >= 0 }.forEach { close($0) }
            return nil
        }
        return (moved[0], moved[1])
    }
}
