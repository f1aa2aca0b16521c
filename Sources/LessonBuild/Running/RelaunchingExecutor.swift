import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs blocks in copies of the builder itself (the same executable, started without arguments and with `LESSONBUILD_WORKER=1`), never
/// in a program of their own: every block of a run executes in-process inside one such copy.
///
/// `execute` runs two copies side by side, each running every block once, for the checker to compare (Swift
/// seeds hashing per process, so a block that prints a `Set` or `Dictionary` may show two different
/// transcripts); `executeOnce` shares the blocks between one copy per core. When a block traps, ends the process or runs past the time limit, its copy is gone (or is
/// stopped); its partial output is read from its capture file and a fresh copy continues with the next block.
public struct RelaunchingExecutor: BlockExecutor {
    public let executable: URL
    /// Whether the builder adopts the orphans of its workers (becomes a child subreaper) and ends those a
    /// worker that died mid-block left running, daemons in sessions of their own included. Only for a process
    /// that starts no child but through lessonbuild (the `lessonbuild` command sets it): every other child of
    /// this process would be taken for such an orphan.
    nonisolated(unsafe) public static var adoptsOrphans = false
    public var limits = RunLimits()
    public var sandbox = false

    public init(executable: URL = RelaunchingExecutor.currentExecutable) {
        self.executable = executable
    }

    /// Where the worker's link named `main` is kept (`WorkerExecutable`); nil: workers start from `executable`.
    public var programFolder: String?

    public init(settings: BuildSettings) {
        self.executable = RelaunchingExecutor.currentExecutable
        self.limits = settings.limits
        self.sandbox = settings.sandbox
        self.programFolder = CourseCompilation.cacheDirectory(for: settings.layout.layout) + "/program"
    }

    /// The running builder's own executable file.
    public static var currentExecutable: URL {
        let link = URL(fileURLWithPath: "/proc/self/exe")
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) {
            return URL(fileURLWithPath: target)
        }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    public func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        run(positions, registry: registry, timeout: timeout, twice: true)
    }

    public func executeOnce(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        run(positions, registry: registry, timeout: timeout, twice: false)
    }

    /// Twice: every block in two workers side by side. Once: the blocks split between as many workers as
    /// there are cores, so one run takes half the time on two cores.
    private func run(_ positions: [Int], registry: ProgramRegistry, timeout: Double, twice: Bool) -> ExecutionReport {
        let (distinct, sameAs) = registry.distinctEntries(positions)
        var report = runDistinct(distinct, registry: registry, timeout: timeout, twice: twice)
        for (position, twin) in sameAs {
            report.first[position] = report.first[twin]
            if twice { report.second[position] = report.second[twin] }
        }
        return report
    }

    /// Runs blocks of which no two share a compiled entry (`ProgramRegistry.distinctEntries`).
    private func runDistinct(_ positions: [Int], registry: ProgramRegistry, timeout: Double, twice: Bool)
        -> ExecutionReport
    {
        // Blocks whose modules declare module-wide conformances run each in processes of their own.
        let shared = positions.filter { !registry.blocks[$0].needsOwnProcess }
        let alone = positions.filter { registry.blocks[$0].needsOwnProcess }
        let program = programFolder.map { WorkerExecutable.prepare(for: executable, in: $0) } ?? executable
        var loop = WorkerLoop(executable: program, timeout: timeout, registry: registry)
        var groups = alone.map { [$0] }
        if twice || shared.count < 2 {
            if !shared.isEmpty { groups.insert(shared, at: 0) }
        } else {
            let parts = min(loop.concurrency, shared.count)
            groups.insert(
                contentsOf: (0..<parts).map { part in
                    Array(shared[(shared.count * part / parts)..<(shared.count * (part + 1) / parts)])
                }, at: 0)
        }
        var firsts: [RunPass] = []
        var seconds: [RunPass] = []
        for (index, group) in groups.enumerated() {
            firsts.append(RunPass(name: "first\(index)", positions: group))
            if twice { seconds.append(RunPass(name: "second\(index)", positions: group)) }
        }
        loop.limits = limits
        if sandbox {
            guard let bwrap = Sandbox.bubblewrap() else {
                let failed = BlockOutcome(status: .notRun(reason: Sandbox.missingMessage), output: [])
                let all = Dictionary(uniqueKeysWithValues: positions.map { ($0, failed) })
                return ExecutionReport(first: all, second: twice ? all : [:], launches: 0)
            }
            let libraries = positions.map { registry.blocks[$0].library } + registry.kernelLibraries
            loop.sandbox = makeSandbox(bubblewrap: bwrap, libraries: libraries, program: program)
        }
        loop.run(twice ? zip(firsts, seconds).flatMap { [$0, $1] } : firsts)
        let merge = { (passes: [RunPass]) in
            passes.reduce(into: [Int: BlockOutcome]()) { $0.merge($1.outcomes) { a, _ in a } }
        }
        return ExecutionReport(first: merge(firsts), second: merge(seconds), launches: loop.launches)
    }
}

extension RelaunchingExecutor {
    /// What a sandboxed worker is shown of the machine: the toolchain's libraries, the build caches its
    /// libraries live in (each whole: a library finds the kernels' beside it) and the worker's executable.
    func makeSandbox(bubblewrap: String, libraries: [String], program: URL) -> Sandbox {
        let caches = Set(
            libraries.map { library -> String in
                library.range(of: "/.build/lessonbuild/").map {
                    String(library[..<$0.lowerBound]) + "/.build/lessonbuild"
                }
                    ?? (library as NSString).deletingLastPathComponent
            })
        let programFolder = program.resolvingSymlinksInPath().deletingLastPathComponent().path
        let shown =
            caches.contains { programFolder == $0 || programFolder.hasPrefix($0 + "/") }
            ? caches : caches.union([programFolder])
        let readOnly = Sandbox.libraryFolders() + shown.sorted()
        return Sandbox(
            bubblewrap: bubblewrap, readOnly: readOnly,
            workingDirectory: FileManager.default.currentDirectoryPath,
            unprivileged: Sandbox.unprivilegedUser(reaching: readOnly))
    }
}

/// One run over all blocks; it may need several workers when blocks trap or hang.
final class RunPass {
    let name: String
    let positions: [Int]
    var outcomes: [Int: BlockOutcome] = [:]
    var worker: Worker?
    var workersStarted = 0

    init(name: String, positions: [Int]) {
        self.name = name
        self.positions = positions
    }

    var pending: [Int] { positions.filter { outcomes[$0] == nil } }
}

/// One running copy of the builder and what it has reported so far.
final class Worker {
    let process: ChildProcess
    let files: WorkerFiles
    let relaunched: Bool
    var buffer: [UInt8] = []
    var channelClosed = false
    var current: Int?
    var startedAt: UInt64 = 0
    var stoppedForTimeout = false
    var failure: String?
    /// Why it was stopped when one of its blocks signalled the builder (`SignalGuard`).
    var blame: String?
    /// The blocks it started, in order, and how many of them it marked as ended (`SignalGuard`).
    var started: [Int] = []
    var marked = 0
    /// It said it ends after the block it just reported (`fresh`).
    var retiring = false

    var channel: Int32 { process.output }

    init(process: ChildProcess, files: WorkerFiles, relaunched: Bool) {
        self.process = process
        self.files = files
        self.relaunched = relaunched
    }
}
