import Foundation
// The shared helpers (`eventually`, `temporaryFolder`…) for every file of this target.
@_exported import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A bare HTTP/1.0 client over a socket: it sends the request line exactly as given (URL libraries would
/// normalise `/../` and encoded dots before they ever reach the server under test).
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

struct ClientError: Error, CustomStringConvertible {
    var description: String
}

final class RawConnection {
    let descriptor: Int32
    var received: [UInt8] = []

    init(port: Int, host: String = "127.0.0.1") throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError(description: "socket: \(errno)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            let code = errno
            close(descriptor)
            throw ClientError(description: "connect to port \(port): \(String(cString: strerror(code)))")
        }
    }

    deinit { close(descriptor) }

    func send(method: String = "GET", path: String, host: String = "127.0.0.1") {
        let request = Array("\(method) \(path) HTTP/1.0\r\nHost: \(host)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads once; false at the end of the stream (or after 10 s without data).
    @discardableResult
    func readSome() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return false }
        received += buffer[..<count]
        return true
    }

    /// Reads until `needle` has arrived; false if the stream ended first.
    func read(until needle: String) -> Bool {
        while !String(decoding: received, as: UTF8.self).contains(needle) {
            if !readSome() { return false }
        }
        return true
    }

    func readToEnd() -> RawResponse? {
        while readSome() {}
        guard let split = received.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: received[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, statusLine.split(separator: " ").count >= 2,
            let status = Int(statusLine.split(separator: " ")[1])
        else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: Array(received[split.upperBound...]))
    }
}

func get(_ path: String, port: Int, method: String = "GET", host: String = "127.0.0.1") throws -> RawResponse {
    let connection = try RawConnection(port: port)
    connection.send(method: method, path: path, host: host)
    guard let response = connection.readToEnd() else { throw ClientError(description: "no HTTP response for \(path)") }
    return response
}

/// A value shared with threads the test does not own.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func with<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
    var current: Value { with { $0 } }
}
