import Foundation

/// Turns change notices into rebuilds, one at a time. Changes that arrive during a rebuild are collected
/// and handled together by the next one, so a burst of saves costs at most one extra rebuild and two
/// rebuilds never run at once. After each rebuild its result is published and the browsers are told.
public final class RebuildLoop: @unchecked Sendable {
    public typealias Rebuild = @Sendable (_ changed: [String]) -> RebuildResult
    public typealias Publish = @Sendable (_ result: RebuildResult, _ seconds: Double) -> Void

    private let rebuild: Rebuild
    private let publish: Publish
    private let condition = NSCondition()
    private var pending: Set<String> = []
    private var wanted = false
    private var busy = false
    private var stopping = false
    private var running = false
    private var completed = 0

    /// - Parameters:
    ///   - rebuild: builds the site; given the paths changed since the last rebuild (empty for the first).
    ///   - publish: shows the result (status, terminal) and notifies the browsers; called after each rebuild.
    public init(rebuild: @escaping Rebuild, publish: @escaping Publish) {
        self.rebuild = rebuild
        self.publish = publish
    }

    /// Starts the loop's thread, with a first rebuild of everything.
    public func start() {
        condition.lock()
        wanted = true
        running = true
        condition.unlock()
        let thread = Thread { [self] in loop() }
        thread.name = "lessonbuild preview rebuild"
        thread.start()
    }

    /// Asks for a rebuild covering `paths`.
    public func changed(_ paths: [String]) {
        condition.lock()
        pending.formUnion(paths)
        wanted = true
        condition.broadcast()
        condition.unlock()
    }

    /// How many rebuilds have finished.
    public var rebuilds: Int { condition.withLock { completed } }

    /// Blocks until no rebuild is running or asked for, or until the deadline; returns whether it is idle.
    @discardableResult
    public func waitUntilIdle(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while (busy || wanted) && running {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Lets a running rebuild finish, drops the pending ones and ends the thread.
    public func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while !wanted && !stopping { condition.wait() }
            if stopping {
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            let paths = pending.sorted()
            pending.removeAll()
            wanted = false
            busy = true
            condition.unlock()

            let start = DispatchTime.now().uptimeNanoseconds
            let result = rebuild(paths)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            publish(result, seconds)

            condition.lock()
            busy = false
            completed += 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
