import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The preview's web server: the site folder, the reload channel, the status of the last build and the
/// browser-side script, on the loopback address unless told otherwise.
public final class PreviewServer: @unchecked Sendable {
    public enum Error: Swift.Error, CustomStringConvertible, Equatable {
        case portInUse(host: String, port: Int)
        case noFreePort(host: String, from: Int, to: Int)
        case unknownHost(String)
        case cannotListen(host: String, port: Int, reason: String)
        case cannotStart(String)

        public var description: String {
            switch self {
            case .portInUse(let host, let port):
                return
                    "port \(port) on \(host) is already in use: choose another with --port N (or --port 0 to let the system pick one)"
            case .noFreePort(let host, let from, let to):
                return
                    "no free port on \(host) between \(from) and \(to): choose one with --port N (or --port 0 to let the system pick one)"
            case .unknownHost(let host):
                return
                    "cannot listen on '\(host)': not an address of this machine; give --host an IP address such as 127.0.0.1 or ::1"
            case .cannotListen(let host, let port, let reason):
                return "cannot listen on \(host) port \(port): \(reason); try another --host or --port"
            case .cannotStart(let reason):
                return "cannot start the web server: \(reason)"
            }
        }
    }

    /// The first port tried when none is given, and how many after it.
    public static let firstPort = 8000
    static let portsTried = 100

    public let host: String
    public let port: Int
    public let events: ReloadEvents
    public let state: PreviewState
    private var http: HTTPServer?

    /// The address to open, printed on its own line by the command.
    public var url: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }

    /// Binds and starts serving. `port` nil: the first free port from 8000 upward; 0: any free port.
    public init(state: PreviewState, events: ReloadEvents, host: String = "127.0.0.1", port: Int? = nil) throws {
        self.host = host
        self.state = state
        self.events = events
        let (socket, bound, ipv6) = try PreviewServer.listen(host: host, port: port)
        self.port = bound
        let routes = PreviewRoutes(state: state, events: events, listeningHost: host)
        do {
            http = try HTTPServer(listeningOn: socket, ipv6: ipv6) { routes.respond(to: $0) }
        } catch {
            close(socket)
            throw error
        }
    }

    /// Ends every event stream, then the server: afterwards the port is free and no thread of it is left.
    public func stop() {
        events.closeAll()
        http?.stop()
        http = nil
    }

    deinit { stop() }

    /// A listening socket on the host, on the given port or the first free one from 8000.
    static func listen(host: String, port: Int?) throws -> (socket: Int32, port: Int, ipv6: Bool) {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        var status = getaddrinfo(host, "0", &hints, &found)
        if status != 0 {
            // A name rather than a number ("localhost"): resolve it, keeping the first address.
            hints.ai_flags = AI_NUMERICSERV
            status = getaddrinfo(host, "0", &hints, &found)
        }
        guard status == 0, let info = found else { throw Error.unknownHost(host) }
        defer { freeaddrinfo(found) }
        let family = info.pointee.ai_family
        let candidates: [Int] = port.map { [$0] } ?? Array(firstPort..<(firstPort + portsTried))
        for candidate in candidates {
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else {
                throw Error.cannotListen(host: host, port: candidate, reason: String(cString: strerror(errno)))
            }
            var yes: Int32 = 1
            // Lets a restarted preview take its port back at once, while a previous connection lingers.
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_storage()
            withUnsafeMutableBytes(of: &address) { target in
                target.copyMemory(
                    from: UnsafeRawBufferPointer(start: info.pointee.ai_addr, count: Int(info.pointee.ai_addrlen)))
            }
            setPort(&address, family: family, port: candidate)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, info.pointee.ai_addrlen) }
            }
            if bound != 0 {
                let code = errno
                close(descriptor)
                if code == EADDRINUSE {
                    if port == nil { continue }
                    throw Error.portInUse(host: host, port: candidate)
                }
                if code == EADDRNOTAVAIL { throw Error.unknownHost(host) }
                throw Error.cannotListen(host: host, port: candidate, reason: String(cString: strerror(code)))
            }
            guard Glibc.listen(descriptor, 64) == 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Error.cannotListen(host: host, port: candidate, reason: reason)
            }
            return (descriptor, boundPort(descriptor) ?? candidate, family == AF_INET6)
        }
        throw Error.noFreePort(host: host, from: candidates.first ?? firstPort, to: candidates.last ?? firstPort)
    }

    private static func setPort(_ address: inout sockaddr_storage, family: Int32, port: Int) {
        let networkOrder = UInt16(port).bigEndian
        withUnsafeMutableBytes(of: &address) { bytes in
            if family == AF_INET6 {
                bytes.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self).pointee.sin6_port = networkOrder
            } else {
                bytes.baseAddress!.assumingMemoryBound(to: sockaddr_in.self).pointee.sin_port = networkOrder
            }
        }
    }

    /// The port the system gave a socket (the one asked for, or a free one for port 0).
    private static func boundPort(_ descriptor: Int32) -> Int? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        let family = Int32(address.ss_family)
        return withUnsafeBytes(of: &address) { bytes in
            if family == AF_INET6 {
                return Int(UInt16(bigEndian: bytes.load(as: sockaddr_in6.self).sin6_port))
            }
            return Int(UInt16(bigEndian: bytes.load(as: sockaddr_in.self).sin_port))
        }
    }
}
