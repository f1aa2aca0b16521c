import CMicroHTTPD
import Foundation

/// One request as the preview's routes see it: the method and the path exactly as sent (not decoded), the
/// protocol version, the `Host` header (nil when the request has none, as an HTTP/1.0 client may send it)
/// and how many `Host` lines it held, and the headers that say where a browser's request comes from.
public struct HTTPRequest: Sendable {
    public var method: String
    public var path: String
    public var host: String?
    public var version: String
    public var hostLines: Int
    /// What the browser says of the request (`Sec-Fetch-Site`, `-Mode`, `-Dest`) and its `Origin`.
    public var fetchSite: String?
    public var fetchMode: String?
    public var fetchDestination: String?
    public var origin: String?

    public init(
        method: String, path: String, host: String? = nil, version: String = "HTTP/1.0", hostLines: Int? = nil,
        fetchSite: String? = nil, fetchMode: String? = nil, fetchDestination: String? = nil, origin: String? = nil
    ) {
        self.method = method
        self.path = path
        self.host = host
        self.version = version
        self.hostLines = hostLines ?? (host == nil ? 0 : 1)
        self.fetchSite = fetchSite
        self.fetchMode = fetchMode
        self.fetchDestination = fetchDestination
        self.origin = origin
    }
}

/// A body sent piece by piece as it is produced (server-sent events). `next` blocks until there is
/// something to send and returns nil when the stream is over; `close` is called once the connection ends.
public protocol ResponseStream: AnyObject, Sendable {
    func next() -> [UInt8]?
    func close()
}

public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        case stream(ResponseStream)
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: Body

    public init(status: Int, headers: [(String, String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public init(status: Int, contentType: String, text: String) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: .bytes(Array(text.utf8)))
    }

    /// The first value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
}

/// The HTTP layer: libmicrohttpd serving on an already listening socket, one thread per connection (an
/// event stream holds its connection open and blocks its thread while it waits). This is the only file that
/// touches `MHD_*`; everything above it deals in `HTTPRequest` and `HTTPResponse`.
final class HTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private let handler: Handler
    private var daemon: OpaquePointer?
    private let lock = NSLock()

    /// Starts serving on `socket` (bound and listening; the server closes it when stopped).
    init(listeningOn socket: Int32, ipv6: Bool, handler: @escaping Handler) throws {
        self.handler = handler
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_AUTO.rawValue
        if ipv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let daemon = lessonbuild_mhd_start(socket, flags, httpServerAccess, context) else {
            throw PreviewServer.Error.cannotStart("libmicrohttpd refused to start on the socket")
        }
        self.daemon = daemon
    }

    /// Stops accepting, ends every connection and joins their threads. Streams must have been closed
    /// first (their `next` returning nil), or their threads would keep the daemon waiting.
    func stop() {
        lock.lock()
        let daemon = self.daemon
        self.daemon = nil
        lock.unlock()
        guard let daemon else { return }
        // MHD_stop_daemon closes the listening socket it was given.
        MHD_stop_daemon(daemon)
    }

    deinit { stop() }

    fileprivate func respond(_ connection: OpaquePointer, method: String, path: String, version: String)
        -> MHD_Result
    {
        func header(_ name: String) -> String? {
            MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
        }
        let request = HTTPRequest(
            method: method, path: path, host: header("Host"), version: version,
            hostLines: Int(lessonbuild_mhd_host_lines(connection)), fetchSite: header("Sec-Fetch-Site"),
            fetchMode: header("Sec-Fetch-Mode"), fetchDestination: header("Sec-Fetch-Dest"), origin: header("Origin"))
        let reply = handler(request)
        let response: OpaquePointer?
        switch reply.body {
        case .bytes(let bytes):
            response = bytes.withUnsafeBytes { buffer in
                MHD_create_response_from_buffer(
                    buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .stream(let stream):
            let box = Unmanaged.passRetained(StreamBox(stream)).toOpaque()
            response = MHD_create_response_from_callback(
                UInt64.max, 4096, httpServerReadStream, box, httpServerFreeStream)
            if response == nil { Unmanaged<StreamBox>.fromOpaque(box).release() }
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        for (name, value) in reply.headers {
            _ = MHD_add_response_header(response, name, value)
        }
        return MHD_queue_response(connection, UInt32(reply.status), response)
    }
}

/// A stream and the bytes it produced that did not fit into libmicrohttpd's buffer yet.
private final class StreamBox {
    let stream: ResponseStream
    var pending: [UInt8] = []
    var ended = false

    init(_ stream: ResponseStream) { self.stream = stream }

    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        while pending.isEmpty {
            if ended { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
            guard let next = stream.next() else {
                ended = true
                return -1
            }
            pending = next
        }
        let count = min(capacity, pending.count)
        pending.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
        }
        pending.removeFirst(count)
        return count
    }
}

private let httpServerAccess: MHD_AccessHandlerCallback = { context, connection, url, method, version, _, _, _ in
    guard let context, let connection, let url, let method else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    return server.respond(
        connection, method: String(cString: method), path: String(cString: url),
        version: version.map { String(cString: $0) } ?? "")
}

private let httpServerReadStream: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -1 }
    return Unmanaged<StreamBox>.fromOpaque(context).takeUnretainedValue().read(into: buffer, capacity: capacity)
}

private let httpServerFreeStream: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let box = Unmanaged<StreamBox>.fromOpaque(context).takeRetainedValue()
    box.stream.close()
}
