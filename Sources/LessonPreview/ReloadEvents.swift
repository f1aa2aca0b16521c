import Foundation

/// The live-reload channel: server-sent events at `/__lessonbuild/events`. Every open page holds one
/// stream; `notifyAll` sends an event to each of them.
public final class ReloadEvents: @unchecked Sendable {
    public static let path = "/__lessonbuild/events"
    /// How long a quiet stream waits before sending a comment line: it keeps proxies from closing the
    /// connection and lets a stream whose page is gone notice it (the write fails).
    let keepAlive: Double

    private let lock = NSLock()
    private var clients: [ObjectIdentifier: Client] = [:]
    private var closed = false

    public init(keepAlive: Double = 15) {
        self.keepAlive = keepAlive
    }

    public var clientCount: Int { lock.withLock { clients.count } }

    /// A new stream, registered until its connection ends. It opens with the retry delay the browser
    /// should use to reconnect and a `hello` event carrying `generation`.
    public func subscribe(generation: String) -> Client {
        let client = Client(owner: self, keepAlive: keepAlive)
        client.send(ReloadEvents.format(event: "hello", data: generation, retry: 500))
        lock.withLock {
            if closed { client.finish() } else { clients[ObjectIdentifier(client)] = client }
        }
        return client
    }

    /// Sends one event to every open stream.
    public func notifyAll(event: String, data: String) {
        let message = ReloadEvents.format(event: event, data: data, retry: nil)
        for client in lock.withLock({ Array(clients.values) }) { client.send(message) }
    }

    /// Ends every stream and refuses new ones (the server is stopping).
    public func closeAll() {
        let all: [Client] = lock.withLock {
            closed = true
            defer { clients.removeAll() }
            return Array(clients.values)
        }
        for client in all { client.finish() }
    }

    fileprivate func remove(_ client: Client) {
        _ = lock.withLock { clients.removeValue(forKey: ObjectIdentifier(client)) }
    }

    /// One event in the wire format: optional `retry:`, `event:`, a `data:` line per line of data, a blank line.
    public static func format(event: String, data: String, retry: Int?) -> [UInt8] {
        var text = retry.map { "retry: \($0)\n" } ?? ""
        text += "event: \(event)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }

    /// One open stream: messages waiting to be written, handed to the HTTP layer's thread for it.
    public final class Client: ResponseStream, @unchecked Sendable {
        private weak var owner: ReloadEvents?
        private let keepAlive: Double
        private let condition = NSCondition()
        private var queue: [[UInt8]] = []
        private var finished = false

        init(owner: ReloadEvents, keepAlive: Double) {
            self.owner = owner
            self.keepAlive = keepAlive
        }

        func send(_ message: [UInt8]) {
            condition.lock()
            queue.append(message)
            condition.signal()
            condition.unlock()
        }

        func finish() {
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }

        /// Blocks until a message is queued (or the keep-alive delay passed); nil once the stream is finished.
        public func next() -> [UInt8]? {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date(timeIntervalSinceNow: keepAlive)
            while queue.isEmpty && !finished {
                if !condition.wait(until: deadline) { return Array(": keep-alive\n\n".utf8) }
            }
            if !queue.isEmpty { return queue.removeFirst() }
            return nil
        }

        public func close() {
            finish()
            owner?.remove(self)
        }
    }
}
