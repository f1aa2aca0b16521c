/// What a block's library hands the worker: its entry closure, taken out of the box its C function returns.
///
/// This is the one file of the package compiled in the Swift 5 language mode (besides the kernels, which are
/// course content): a block compiled in Swift 5 mode hands over a main-actor closure that is not `@Sendable`,
/// and the Swift 6 mode cannot name that type (SE-0434 makes every global-actor function type `@Sendable`
/// there), so only Swift 5 code can cast to it. The closure is run on the main actor by one worker thread,
/// never shared; handed on as `@Sendable`, it says so.
public enum BlockEntry {
    case synchronous(() throws -> Void)
    case awaiting(@MainActor @Sendable () async throws -> Void)

    /// The entry in `box`, or nil when it holds no closure of a kind a block hands over.
    public init?(box: AnyObject) {
        if let body = (box as Any) as? () throws -> Void {
            self = .synchronous(body)
        } else if let body = (box as Any) as? @MainActor @Sendable () async throws -> Void {
            // A block compiled in the Swift 6 language mode (SE-0434: its main-actor closure is `@Sendable`).
            self = .awaiting(body)
        } else if let body = (box as Any) as? @MainActor () async throws -> Void {
            nonisolated(unsafe) let body = body
            self = .awaiting { @MainActor in try await body() }
        } else {
            return nil
        }
    }
}
