/// What happened when one compiled block ran.
public struct BlockOutcome: Equatable, Sendable {
    public enum Status: Equatable, Sendable {
        /// The block returned normally.
        case finished
        /// The process running the block died: a Swift trap, a signal, or `exit` called by the block.
        case crashed(reason: String)
        /// The block threw an error at top level that nothing caught (a `main.swift` ends with a fatal error).
        case threw(error: String)
        /// The block ran past the time limit and was stopped.
        case timedOut(seconds: Double)
        /// The builder could not run the block at all (a worker that failed to start, a protocol error).
        case notRun(reason: String)
    }

    public var status: Status
    /// Everything the block wrote to standard output and error, in the order written (up to the crash or
    /// the time limit): after a trap, it ends with the runtime's message and stack trace.
    public var output: [UInt8]
    /// Whether the block ran in a copy of the builder that was relaunched after an earlier block trapped or hung.
    public var rerun: Bool
    /// Whether the block read the process's hash seed (hashed into a `Set` or `Dictionary`), so that its
    /// output may follow hash order; true when the worker could not tell.
    public var hashed = true

    public init(status: Status, output: [UInt8], rerun: Bool = false) {
        self.status = status
        self.output = output
        self.rerun = rerun
    }

    public var outputText: String { String(decoding: output, as: UTF8.self) }
}

/// The outcome of running a set of blocks twice, each time in another process (or once: `executeOnce`).
public struct ExecutionReport: Sendable {
    /// Outcomes of the first and second run, by block position in the registry.
    public var first: [Int: BlockOutcome]
    public var second: [Int: BlockOutcome]
    /// How many processes were started (two, plus one for every trap or hang).
    public var launches: Int
    /// Blocks that already ran in more processes (`HashOrderCheck`) and printed the same every time.
    public var confirmed: Set<Int> = []

    public init(first: [Int: BlockOutcome], second: [Int: BlockOutcome], launches: Int) {
        self.first = first
        self.second = second
        self.launches = launches
    }

    /// How many of these blocks had to run in a relaunched process, in either run.
    public func rerunCount(among positions: [Int]) -> Int {
        positions.filter { first[$0]?.rerun == true || second[$0]?.rerun == true }.count
    }
}

/// Runs compiled blocks by their position in the registry. The real one relaunches the builder; tests may
/// substitute their own.
public protocol BlockExecutor {
    /// Runs every block twice, each time in another process (`first` and `second`).
    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport
    /// Runs every block once (`first`; `second` holds only what the executor already knew), spreading the
    /// blocks over the machine's cores: `check` runs a second time only the blocks that need it.
    func executeOnce(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport
}

extension BlockExecutor {
    /// Executors that always run twice (the preview's cache, scripted test executors) need nothing else.
    public func executeOnce(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        execute(positions, registry: registry, timeout: timeout)
    }
}

/// What a worker may use: output per block, and memory.
public struct RunLimits: Equatable, Sendable {
    public var outputBytes: Int64 = 16 << 20
    public var memoryBytes: Int64 = 4 << 30

    public init(outputMegabytes: Int = 16, memoryMegabytes: Int = 4096) {
        outputBytes = Int64(outputMegabytes) << 20
        memoryBytes = Int64(memoryMegabytes) << 20
    }
}
