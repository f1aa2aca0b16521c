import Foundation
import LessonModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Bounds on what asking SourceKit about one piece of code may cost: past one, that piece shows no names
/// (and one warning says why); the rest of the course is asked as before.
public struct NamesLimits: Equatable, Sendable {
    /// Seconds SourceKit may take over one block or kernel file (`--names-timeout`).
    public var timeout: Double = 30
    /// Bytes of names data one piece of code may have (`--max-names`, in KB): what its page carries of them.
    public var bytes = 512 << 10

    public init() {}
}

/// The names workers of one names phase: one per core, each a `NamesWorker` process asked about one piece
/// of code at a time. A worker that crashes, runs past the time limit or answers too much is ended and that
/// piece has no names; the next piece starts a fresh worker.
final class NamesWorkers: @unchecked Sendable {
    let executable: String
    let environment: [String: String]
    let limits: NamesLimits
    /// The sandbox each worker runs in under `--sandbox` (`CompilerSandbox.names`): SourceKit reads a stranger's code.
    let confinement: Sandbox?

    /// One request and what became of it.
    enum Outcome {
        case names(CodeNames)
        /// This piece's names are absent, for this reason.
        case failed(String)
        /// No worker could start (SourceKit missing or not loading): nothing is asked.
        case unavailable(String)
    }

    init(
        executable: String, compiler: String, limits: NamesLimits, memoryBytes: Int64, moduleCache: String? = nil,
        confinement: Sandbox? = nil
    ) {
        self.executable = executable
        self.limits = limits
        self.confinement = confinement
        let inherited = ProcessInfo.processInfo.environment
        var environment = confinement == nil ? inherited : Sandbox.environment(inheriting: inherited)
        environment[BlockWorker.environmentKey] = nil
        environment[NamesWorker.environmentKey] = "1"
        environment[NamesWorker.compilerKey] = compiler
        environment[NamesWorker.moduleCacheKey] = moduleCache
        // In the sandbox the worker's parent is bubblewrap, which itself dies with this process.
        if confinement == nil { environment[BlockWorker.Limit.parent] = String(getpid()) }
        environment[BlockWorker.Limit.memory] = String(memoryBytes)
        self.environment = environment
    }

    /// The command line that starts one worker: the executable, or bubblewrap running it.
    var command: [String] { confinement?.wrap([executable]) ?? [executable] }

    /// The outcome of each request, in order; `prepare` runs on the asking lane just before its request is
    /// sent (writing the files it names), `finish` just after its outcome is known.
    func resolve(
        _ requests: [NamesMessage], prepare: @Sendable (Int) -> Void, finish: @Sendable (Int, Outcome) -> Void
    ) -> [Outcome] {
        let lanes = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), requests.count)
        // The requests are handed out in order, each to the first lane free: the next index to take.
        let next = Mutex(0)
        let answered = parallelMap(Array(0..<lanes)) { _ -> [(Int, Outcome)] in
            let lane = Lane(owner: self)
            defer { lane.stop() }
            var mine: [(Int, Outcome)] = []
            while true {
                let index: Int = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard index < requests.count else { return mine }
                prepare(index)
                let outcome = lane.ask(requests[index])
                finish(index, outcome)
                mine.append((index, outcome))
            }
        }
        var outcomes = [Outcome?](repeating: nil, count: requests.count)
        for (index, outcome) in answered.joined() { outcomes[index] = outcome }
        return outcomes.map { $0! }
    }

    /// One worker at a time, started when first needed and again after one is ended.
    final class Lane {
        let owner: NamesWorkers
        var process: ChildProcess?
        var channel: NamesChannel?
        /// Set when a worker could not start: every later request gets it at once.
        var unavailable: String?

        init(owner: NamesWorkers) {
            self.owner = owner
        }

        /// - Parameter again: whether a worker that dies over this request (its socket closed: a crash) is
        ///   replaced and asked once more. SourceKit has been seen to crash at random on a very busy machine,
        ///   on code it answers on every other run; code that crashes it every time costs one more try.
        func ask(_ request: NamesMessage, again: Bool = true) -> Outcome {
            if let unavailable { return .unavailable(unavailable) }
            if channel == nil, let failure = start() {
                unavailable = failure
                return .unavailable(failure)
            }
            guard let channel, channel.send(request) else {
                let reason = ended()
                return again ? ask(request, again: false) : .failed(reason)
            }
            let deadline = ChildProcess.now() + owner.limits.timeout
            switch channel.receive(deadline: deadline, maximumBytes: owner.limits.bytes + 64) {
            case .success(let answer):
                guard answer.tag == "names", answer.fields.count == 1, let names = CodeNames(encoded: answer.fields[0])
                else { return .failed("the names worker answered out of turn: " + ended(killing: true)) }
                guard answer.fields[0].count <= owner.limits.bytes else { return .failed(tooMuch()) }
                return .names(names)
            case .failure(.timedOut):
                kill()
                return .failed(
                    "SourceKit took longer than \(ChildProcess.secondsText(owner.limits.timeout)) s (--names-timeout)")
            case .failure(.tooLarge):
                kill()
                return .failed(tooMuch())
            case .failure(.closed):
                let reason = ended()
                return again ? ask(request, again: false) : .failed(reason)
            case .failure(.malformed):
                return .failed("the names worker answered out of turn: " + ended(killing: true))
            }
        }

        private func tooMuch() -> String {
            "the names data is over \(owner.limits.bytes >> 10) KB (--max-names)"
        }

        /// Starts a worker and waits for its `ready`; why it could not, or nil.
        private func start() -> String? {
            guard let (mine, theirs) = NamesChannel.pair() else {
                return "cannot start a names worker: \(String(cString: strerror(errno)))"
            }
            let channel = NamesChannel(descriptor: mine)
            do {
                let command = owner.command
                process = try ChildProcess(
                    executable: command[0], arguments: Array(command.dropFirst()), environment: owner.environment,
                    handing: [theirs])
            } catch {
                close(theirs)
                return "cannot start a names worker (\(owner.executable)): \(error.description)"
            }
            // Closed once, here, before waiting: the worker's end is then its own, so its death reads as the
            // socket closing. (Closed twice, the second close could take a descriptor another lane had just
            // been given the same number for: that lane's worker then started with no socket.)
            close(theirs)
            self.channel = channel
            // Loading SourceKit takes well under a second; the time limit bounds a machine that is very busy.
            switch channel.receive(deadline: ChildProcess.now() + max(owner.limits.timeout, 30), maximumBytes: 1 << 16)
            {
            case .success(let answer) where answer.tag == "ready": return nil
            case .success(let answer) where answer.tag == "failed":
                stop()
                return answer.string(0) ?? "SourceKit did not load"
            case .success(let answer):
                kill()
                return "the names worker did not start: it answered \(answer.tag) before it was ready"
            case .failure(let failure):
                kill()
                let sandbox = owner.confinement == nil ? "" : " (in its sandbox: bubblewrap may have refused to start)"
                return "the names worker did not start: " + (failure == .timedOut ? "no answer" : "it ended") + sandbox
            }
        }

        /// The worker has gone (closed its end: it is ending), or with `killing` must: reaped, and why it
        /// ended, said as a piece's failure.
        private func ended(killing: Bool = false) -> String {
            channel = nil
            guard let process else { return "the names worker ended" }
            self.process = nil
            if killing { process.killWithDescendants() }
            let termination = process.wait()
            switch owner.confinement == nil ? termination : Sandbox.commandTermination(termination) {
            case .signalled(let signal):
                return "SourceKit crashed (signal \(signal), \(String(cString: strsignal(signal)))): the code may nest"
                    + " too deep, or its memory limit (--max-memory) was reached"
            case .exited(let status):
                return "the names worker ended with status \(status)"
            }
        }

        private func kill() {
            channel = nil
            process?.killWithDescendants()
            _ = process?.wait()
            process = nil
        }

        /// Closes the socket and reaps the worker, which ends on it (it is between requests).
        func stop() {
            channel = nil
            _ = process?.wait()
            process = nil
        }
    }
}
