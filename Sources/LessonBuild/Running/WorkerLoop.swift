import CSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The parent's side of the run protocol: starts workers, reads their reports, enforces the time limit and
/// relaunches a worker after a block took its process down.
struct WorkerLoop {
    let executable: URL
    let timeout: Double
    let registry: ProgramRegistry
    /// At most this many workers run at once (the machine's cores, at least two).
    let concurrency: Int
    var environment: [String: String] = [:]
    var limits = RunLimits()
    var sandbox: Sandbox?
    private(set) var launches = 0

    init(
        executable: URL, timeout: Double, registry: ProgramRegistry,
        concurrency: Int = max(ProcessInfo.processInfo.activeProcessorCount, 2)
    ) {
        self.executable = executable
        self.timeout = timeout
        self.registry = registry
        self.concurrency = concurrency
    }

    mutating func run(_ passes: [RunPass]) {
        // Unsandboxed, what a block leaves running when its worker dies (a daemon in a session of its own)
        // is adopted by the builder, which ends it (`finish`); sandboxed, it ends with the PID namespace.
        if sandbox == nil && RelaunchingExecutor.adoptsOrphans { _ = lessonbuild_adopt_orphans() }
        // Before the first worker starts, so no block's signal finds the builder unguarded (a worker is
        // watched as soon as it is spawned, long before it has loaded a block).
        SignalGuard.install()
        var waiting = passes[...]
        while true {
            while passes.filter({ $0.worker != nil }).count < concurrency, let next = waiting.popFirst() { start(next) }
            let running = passes.filter { $0.worker != nil }
            if running.isEmpty && waiting.isEmpty { return }
            if running.isEmpty { continue }
            var descriptors = running.map { pollfd(fd: $0.worker!.channel, events: Int16(POLLIN), revents: 0) }
            descriptors.append(pollfd(fd: SignalGuard.blames, events: Int16(POLLIN), revents: 0))
            _ = poll(&descriptors, nfds_t(descriptors.count), pollInterval(running.compactMap(\.worker)))
            stopSignalling(running)
            for (index, pass) in running.enumerated() where descriptors[index].revents != 0 {
                guard let worker = pass.worker else { continue }
                read(from: worker)
                parse(worker, into: pass)
                if worker.channelClosed { finish(worker, of: pass) }
            }
            stopOverdue(running.compactMap(\.worker))
        }
    }

    /// Milliseconds until the earliest running block reaches the limit (or a short tick when none runs).
    private func pollInterval(_ workers: [Worker]) -> Int32 {
        let now = DispatchTime.now().uptimeNanoseconds
        var wait = 1000.0
        for worker in workers where worker.current != nil && !worker.stoppedForTimeout {
            let elapsed = Double(now - worker.startedAt) / 1e6
            wait = min(wait, max(timeout * 1000 - elapsed, 0) + 1)
        }
        return Int32(wait)
    }

    private mutating func start(_ pass: RunPass) {
        let pending = pass.pending
        pass.worker = nil
        guard !pending.isEmpty else { return }
        let list =
            pending.map { position in
                let block = registry.blocks[position]
                return "\(position)\t\(BlockWorker.listField(block.library))\t\(block.symbol)"
                    + (block.endsItsProcess ? "\texit" : "")
            }.joined(separator: "\n") + "\n"
        do {
            let files = try WorkerFiles(list: list)
            // Unsandboxed, blocks see the builder's whole environment, as a program started from the same shell
            // would; sandboxed, only the variables `Sandbox` keeps (bubblewrap itself starts with no others, so
            // its processes' `/proc/…/environ` holds none either).
            let inherited = ProcessInfo.processInfo.environment.merging(self.environment) { $1 }
            var environment = sandbox == nil ? inherited : Sandbox.environment(inheriting: inherited)
            // Hash seeding must differ from one run to the next, and a trap should not wait for a symbolicated backtrace.
            environment["SWIFT_DETERMINISTIC_HASHING"] = nil
            // In the sandbox the worker's parent is bubblewrap, which itself dies with this process.
            if sandbox == nil { environment[BlockWorker.Limit.parent] = String(getpid()) }
            if sandbox != nil { environment[BlockWorker.Limit.processes] = String(Sandbox.processLimit) }
            if sandbox == nil, SignalGuard.marker != 0 {
                environment[BlockWorker.Limit.marker] = String(SignalGuard.marker)
            }
            environment[BlockWorker.Limit.output] = String(limits.outputBytes)
            environment[BlockWorker.Limit.memory] = String(limits.memoryBytes)
            // CPU time for the whole worker: every block's wall-clock limit, and some to start.
            environment[BlockWorker.Limit.cpu] = String(Int(timeout.rounded(.up)) * pending.count + 10)
            environment["SWIFT_BACKTRACE"] = "enable=no"
            environment[BlockWorker.environmentKey] = "1"
            environment[BlockWorker.Limit.kernels] =
                registry.kernelLibraries.isEmpty
                ? nil : registry.kernelLibraries.map(BlockWorker.listField).joined(separator: "\n")
            let command = [executable.path]
            let invocation = sandbox?.wrap(command) ?? command
            // bubblewrap (0.8) cannot set the worker's own first argument; unwrapped, it reads as from a shell.
            let named = sandbox == nil && executable.lastPathComponent == WorkerExecutable.name
            let process = try ChildProcess(
                executable: invocation[0], argumentZero: named ? WorkerExecutable.argumentZero : nil,
                arguments: Array(invocation.dropFirst()),
                environment: environment, handing: files.handedOver, errorFile: files.errors)
            SignalGuard.watch(process.pid)
            launches += 1
            pass.workersStarted += 1
            pass.worker = Worker(process: process, files: files, relaunched: pass.workersStarted > 1)
        } catch {
            for position in pending {
                pass.outcomes[position] = BlockOutcome(
                    status: .notRun(reason: "cannot start \(executable.path): \(error)"), output: [])
            }
        }
    }

    private func read(from worker: Worker) {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(worker.channel, $0.baseAddress, $0.count) }
        if count <= 0 {
            if count < 0 && errno == EINTR { return }
            worker.channelClosed = true
            return
        }
        worker.buffer.append(contentsOf: chunk[0..<count])
    }

    /// Fails the blocks that signalled the builder (`SignalGuard`), and stops a worker still running one.
    /// A worker marks the end of each block with a signal delivered after any the block sent, so the
    /// number of marks read before a blame tells which block it was, however late the builder reads it.
    private func stopSignalling(_ passes: [RunPass]) {
        for record in SignalGuard.take() {
            guard let pass = passes.first(where: { $0.worker?.process.pid == record.worker }),
                let worker = pass.worker
            else { continue }
            if record.signal == SignalGuard.marker {
                worker.marked += 1
                continue
            }
            // Its `start` was written before the block could send anything: read it first.
            var ready = pollfd(fd: worker.channel, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 0) > 0 {
                read(from: worker)
                parse(worker, into: pass)
            }
            guard worker.marked < worker.started.count else { continue }
            let position = worker.started[worker.marked]
            let message = SignalGuard.message(for: record)
            if position == worker.current {
                if worker.blame == nil { worker.blame = message }
                worker.process.killWithDescendants()
            } else {
                let printed = pass.outcomes[position]?.output ?? []
                pass.outcomes[position] = BlockOutcome(
                    status: .crashed(reason: message), output: printed, rerun: worker.relaunched)
            }
        }
    }

    private func stopOverdue(_ workers: [Worker]) {
        let now = DispatchTime.now().uptimeNanoseconds
        for worker in workers where worker.current != nil && !worker.stoppedForTimeout {
            if Double(now - worker.startedAt) / 1e9 > timeout {
                worker.stoppedForTimeout = true
                worker.process.killWithDescendants()
            }
        }
    }

    /// Called once the worker's channel is closed: records its reports, then what killed it, if anything.
    private mutating func finish(_ worker: Worker, of pass: RunPass) {
        let ended = worker.process.wait()
        SignalGuard.unwatch(worker.process.pid)
        let termination = sandbox == nil ? ended : Sandbox.commandTermination(ended)
        worker.process.killGroup()
        if let position = worker.current {
            if sandbox == nil && RelaunchingExecutor.adoptsOrphans { ChildProcess.endOrphans() }
            // `exit(0)` ends a main.swift normally, with what it printed so far.
            let printed = worker.files.printed()
            let status: BlockOutcome.Status =
                worker.blame.map { .crashed(reason: $0) }
                ?? (worker.stoppedForTimeout
                    ? .timedOut(seconds: timeout)
                    : termination == .exited(0) ? .finished : .crashed(reason: describe(termination, printed: printed)))
            pass.outcomes[position] = BlockOutcome(
                status: status, output: TypeNames.rewrite(printed), rerun: worker.relaunched)
            start(pass)
        } else if worker.retiring && worker.failure == nil {
            // It ended on purpose after a block that used concurrency: the rest run in a fresh worker.
            start(pass)
        } else {
            let reason =
                worker.failure ?? worker.blame
                ?? (pass.pending.isEmpty ? nil : notStarted(termination, saying: worker.files.startErrors()))
            if let reason {
                for position in pass.pending {
                    pass.outcomes[position] = BlockOutcome(status: .notRun(reason: reason), output: [])
                }
            }
            pass.worker = nil
        }
    }

    /// Takes the worker's messages (`WorkerMessage`) from its buffer, as far as they have arrived.
    private func parse(_ worker: Worker, into pass: RunPass) {
        var offset = 0
        while let (message, next) = WorkerMessage.decode(worker.buffer, from: offset) {
            offset = next
            switch message {
            case .start(let position):
                worker.current = position
                worker.started.append(position)
                worker.startedAt = DispatchTime.now().uptimeNanoseconds
            case .done(let position, let output, let hashed):
                pass.outcomes[position] = BlockOutcome(
                    status: .finished, output: TypeNames.rewrite(output), rerun: worker.relaunched)
                pass.outcomes[position]?.hashed = hashed
                worker.current = nil
            case .threw(let position, let output, let error):
                pass.outcomes[position] = BlockOutcome(
                    status: .threw(error: String(decoding: TypeNames.rewrite(error), as: UTF8.self)),
                    output: TypeNames.rewrite(output), rerun: worker.relaunched)
                worker.current = nil
            case .fresh:
                worker.retiring = true
            case .fail(let reason):
                worker.failure = reason
            case .unreadable(let line):
                worker.failure = "unexpected worker message: \(line)"
            }
        }
        worker.buffer.removeFirst(offset)
    }

    /// Why a worker ended before its first report, with what it (or bubblewrap, which never started it) said.
    private func notStarted(_ termination: ChildProcess.Termination, saying said: String) -> String {
        let heard = said.isEmpty ? "" : ": " + said.split(separator: "\n").joined(separator: " | ")
        guard sandbox == nil else {
            return "the sandbox did not start (bubblewrap \(describe(termination)))\(heard)"
        }
        return "the worker stopped before running this block (\(describe(termination)))\(heard)"
    }

    /// How the worker ended, as the block's failure; a trap after an allocation failed is the memory limit.
    private func describe(_ termination: ChildProcess.Termination, printed: [UInt8]) -> String {
        let allocation = ["failed to allocate", "Could not allocate memory"].contains { (phrase: String) in
            let needle = Array(phrase.utf8)
            return printed.withUnsafeBytes { bytes in
                lessonbuild_find_bytes(bytes.baseAddress, bytes.count, needle, needle.count) >= 0
            }
        }
        guard case .signalled = termination, allocation else { return describe(termination) }
        return
            "ran out of memory: a worker may map \(limits.memoryBytes >> 20) MB, the memory limit (raise it with --max-memory MB)"
    }

    private func describe(_ termination: ChildProcess.Termination) -> String {
        switch termination {
        case .signalled(let signal):
            switch signal {
            case SIGILL, SIGTRAP: return "trapped (signal \(signal), a Swift runtime trap)"
            case SIGABRT: return "aborted (SIGABRT)"
            case SIGSEGV: return "crashed with a segmentation fault (SIGSEGV)"
            case SIGKILL: return "was killed (SIGKILL)"
            case SIGXFSZ:
                return
                    "printed more than \(limits.outputBytes / 1_048_576) MB, the output limit, or wrote a file that large (raise it with --max-output MB)"
            case SIGXCPU: return "used more CPU time than its limit"
            default: return "was stopped by signal \(signal)"
            }
        case .exited(BlockWorker.lostChannelStatus):
            return
                "closed the descriptor its worker reports through (a block that closes every file descriptor cuts the worker off from the builder)"
        case .exited(let status):
            return "ended the process with exit status \(status)"
        }
    }
}
