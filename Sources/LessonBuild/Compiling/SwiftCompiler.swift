import Foundation
import LessonModel

#if canImport(Glibc)
    import Glibc
#endif

/// The Swift compiler that belongs to the runtime this builder runs on.
///
/// Blocks are compiled into shared libraries that the builder's workers load, and Swift has no stable ABI
/// on Linux: the libraries must come from the same toolchain as the builder. So the compiler is found next
/// to the Swift runtime library the builder itself is linked against (`…/usr/lib/swift/linux/libswiftCore.so`
/// → `…/usr/bin/swiftc`), with `LESSONBUILD_SWIFTC` and the `PATH` as fallbacks.
public struct SwiftCompiler: Sendable {
    public var executable: String
    /// The compiler's temporary folder (TMPDIR): the driver leaves folders behind there, so the build cache
    /// gives it one of its own rather than the user's.
    public var temporaryDirectory: String?

    /// What one compile of a block may cost; nil for the tool's own runs (`--version`).
    public var limits: CompileLimits?

    /// The sandbox every run of the compiler goes through (`--sandbox`: `CompilerSandbox`); nil: run as a
    /// program of the builder's, with its environment.
    var confinement: Sandbox?

    public init(executable: String) {
        self.executable = executable
    }

    public static func locate() -> SwiftCompiler? {
        if let explicit = ProcessInfo.processInfo.environment["LESSONBUILD_SWIFTC"], !explicit.isEmpty {
            return SwiftCompiler(executable: explicit)
        }
        if let toolchain = runtimeToolchain() {
            let bin = toolchain + "/bin/swiftc"
            if FileManager.default.isExecutableFile(atPath: bin) { return SwiftCompiler(executable: bin) }
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return SwiftCompiler(executable: candidate) }
        }
        return nil
    }

    /// The `usr` folder of the toolchain whose Swift runtime this process has loaded, as /proc/self/maps
    /// lists it (`…/usr/lib/swift/linux/libswiftCore.so` → `…/usr`).
    static func runtimeToolchain() -> String? {
        let maps = String(decoding: RawFile.contents(atPath: "/proc/self/maps") ?? [], as: UTF8.self)
        guard let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
            let slash = line.firstIndex(of: "/")
        else { return nil }
        let library = URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath()
        return library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The result of one compiler run: its exit status and everything it printed.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        /// Set when the compile was ended at a limit (`limits`): then `output` is only its beginning.
        public var stopped: Stop? = nil
    }

    /// Why a compile was ended before it finished.
    public enum Stop: Equatable, Sendable, CustomStringConvertible {
        /// It ran longer than this many seconds (`--compile-timeout`).
        case timedOut(Double)
        /// It printed more than this many bytes of messages (`--max-messages`).
        case tooMuchOutput(Int)

        public var description: String {
            switch self {
            case .timedOut(let seconds):
                return
                    "the compiler took longer than \(ChildProcess.secondsText(seconds)) s (raise it with --compile-timeout SECONDS)"
            case .tooMuchOutput(let bytes):
                return "the compiler's messages are over \(bytes >> 10) KB (raise it with --max-messages KB)"
            }
        }
    }

    /// Runs the compiler with `arguments`, capturing standard output and error together. Started with
    /// `posix_spawn`, not Foundation's `Process`: that one watches its child through a CFSocket, whose
    /// wake-up pair is a loopback UDP socket, so without a loopback interface (an offline container, a
    /// network namespace) it spins forever on "Could not create wakeup socket pair".
    ///
    /// Under `limits`, a compile of `blocks` blocks may take `limits.seconds` and print `blocks` times
    /// `limits.messageBytes`; past either it is ended (with everything it started) and `stopped` says which.
    public func run(_ arguments: [String], in directory: String? = nil, blocks: Int = 1) -> Run {
        let (command, environment) = invocation(arguments, in: directory)
        let process: ChildProcess
        do {
            process = try ChildProcess(
                executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
                mergingError: true, directory: directory)
        } catch {
            return Run(status: -1, output: "cannot start \(executable): \(error)")
        }
        let bound = limits.map { (seconds: $0.seconds, bytes: $0.messageBytes.multipliedReportingOverflow(by: blocks)) }
        let read = process.read(
            deadline: bound.map { ChildProcess.now() + $0.seconds },
            maximumBytes: bound.map { $0.bytes.overflow ? Int.max : $0.bytes.partialValue })
        var stopped: Stop?
        switch read.ended {
        case .timedOut: stopped = .timedOut(bound?.seconds ?? 0)
        case .tooLarge: stopped = .tooMuchOutput(limits?.messageBytes ?? 0)
        case .closed: break
        }
        // The driver's frontends are its children: ended with it, none left compiling.
        if stopped != nil { process.killWithDescendants() }
        let status = exitStatus(process.wait(), stopped: stopped != nil)
        var output = String(decoding: read.bytes, as: UTF8.self)
        // Bubblewrap's own refusal (no user namespaces in a container, say) is no message of the compiler's.
        if confinement != nil, status == 1, output.hasPrefix("bwrap: ") {
            output = "the compiler's sandbox did not start: " + output
        }
        return Run(status: status, output: output, stopped: stopped)
    }

    /// The command line and environment of one compiler run: as given, or inside `confinement` (the
    /// sandbox's environment, the same working directory inside as outside).
    private func invocation(_ arguments: [String], in directory: String?) -> (
        command: [String], environment: [String: String]
    ) {
        let inherited = ProcessInfo.processInfo.environment
        var environment = confinement == nil ? inherited : Sandbox.environment(inheriting: inherited)
        if let temporaryDirectory { environment["TMPDIR"] = temporaryDirectory }
        let command =
            [Self.frontend(of: executable, for: arguments, environment: environment) ?? executable] + arguments
        guard var confinement else { return (command, environment) }
        // Inside, the same working directory as outside: the kernels' paths may be relative to it.
        confinement.workingDirectory =
            URL(fileURLWithPath: directory ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        return (confinement.wrap(command), environment)
    }

    /// For a `-frontend` command of the toolchain's own driver, the frontend that the driver would start
    /// with the same arguments: its `SWIFT_DRIVER_SWIFT_FRONTEND_EXEC`, or the `swift-frontend` beside it.
    /// Started directly, the driver's own start is saved (a fifth of a small block's warnings run). Nil for
    /// any other command, and for a compiler that is not that driver (a wrapper script stays in charge).
    static func frontend(of executable: String, for arguments: [String], environment: [String: String]) -> String? {
        guard arguments.first == "-frontend" else { return nil }
        let driver = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        guard driver.lastPathComponent == "swift-driver" else { return nil }
        let frontend =
            environment["SWIFT_DRIVER_SWIFT_FRONTEND_EXEC"]
            ?? driver.deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        return FileManager.default.isExecutableFile(atPath: frontend) ? frontend : nil
    }

    /// The compiler's exit status as a shell gives it (128 + N for signal N, read through bubblewrap when
    /// confined); -1 for a compile ended at a limit.
    private func exitStatus(_ ended: ChildProcess.Termination, stopped: Bool) -> Int32 {
        switch confinement == nil ? ended : Sandbox.commandTermination(ended) {
        case .exited(let code): return stopped ? -1 : code
        case .signalled(let signal): return stopped ? -1 : 128 + signal
        }
    }

    /// How a compile failed when not by the code's own errors, or nil: such an output depends on the machine
    /// (a crash dump's addresses and paths, a linker's temporary object files), so it is never a transcript.
    public enum Breakdown: Equatable, Sendable {
        /// The compiler crashed: what it said of it (`compile command failed due to signal 11`).
        case crashed(String)
        /// The compiler accepted the code and the linker refused it (its messages name temporary files).
        case linkerFailed(String)

        /// The compile was ended at a limit: what it printed so far is not its messages.
        case stopped(Stop)

        public init?(_ run: Run) {
            if let stopped = run.stopped {
                self = .stopped(stopped)
                return
            }
            guard run.status != 0 else { return nil }
            let lines = run.output.split(separator: "\n").map(String.init)
            let crashMarkers = ["failed due to signal", "Stack dump:", "PLEASE submit a bug report", "PLEASE append"]
            if let line = lines.first(where: { line in crashMarkers.contains { line.contains($0) } }) {
                self = .crashed(line.contains("signal") ? Self.trimmed(line) : "the compiler crashed")
            } else if run.status >= 128 {
                self = .crashed("the compiler was stopped by signal \(run.status - 128)")
            } else if let line = lines.first(where: { $0.contains("link command failed") }) {
                self = .linkerFailed(Self.trimmed(line))
            } else {
                return nil
            }
        }

        /// The compiler's own line without its `error:` prefix and invocation hint.
        private static func trimmed(_ line: String) -> String {
            var text = Substring(line)
            if let marker = text.range(of: "error: ") { text = text[marker.upperBound...] }
            if let hint = text.range(of: " (use -v") { text = text[..<hint.lowerBound] }
            return String(text)
        }
    }

    /// `swiftc --version`, part of every cache key: a new compiler must not reuse another's libraries.
    public func version() -> String {
        run(["--version"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// What compiling one block may cost: past either bound the compile is ended and the block fails with
/// its own error (`compile-timeout`, `compile-output-limit`), never a transcript of what it printed so far.
public struct CompileLimits: Equatable, Sendable {
    /// Seconds one block's compile may take (`--compile-timeout`); a compile of several blocks (a shard)
    /// that takes longer is done again block by block, each under this limit.
    public var seconds: Double = 120
    /// Bytes of messages one block's compile may print (`--max-messages`, in KB).
    public var messageBytes = 256 << 10

    public init() {}
}

/// One message of the compiler, as `path:line:column: severity: text` (the LLVM diagnostic style).
public struct CompilerMessage: Equatable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var text: String

    /// The message as the compiler printed it, which `parse` reads back (cached failures are kept so).
    public var lineText: String { "\(path):\(line):\(column): \(severity): \(text)" }

    /// Every message line of a compiler's output; source snippets and carets are left out.
    public static func parse(_ output: String) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for line in output.split(separator: "\n") {
            for severity in ["error", "warning", "note"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                    let column = Int(location[location.count - 1])
                else { continue }
                let path = location.dropLast(2).joined(separator: ":")
                messages.append(
                    CompilerMessage(
                        path: path, line: lineNumber, column: column, severity: severity,
                        text: String(line[marker.upperBound...])))
                break
            }
        }
        return messages
    }
}

/// The compiler's temporary folder (its TMPDIR) while a course compiles.
///
/// `tmp` in the build cache, emptied first (the driver leaves folders behind in it). But the driver traps on
/// a TMPDIR with bytes outside ASCII ("Not enough bits to represent the passed value": its `mkdtemp`
/// template is built of `CChar`s), so for a course under a folder such as `/home/ayşe/` the compiler works
/// in a new folder of the system's instead (`/tmp/lessonbuild-XXXXXX`, made by `mkdtemp`, so no one else's),
/// removed once the course is compiled.
struct CompilerTemporaryFolder {
    let path: String
    private let madeElsewhere: Bool

    init(cache: String) {
        let inCache = cache + "/tmp"
        try? FileManager.default.removeItem(atPath: inCache)
        let absolute = URL(fileURLWithPath: inCache).standardizedFileURL.path
        var template = Array("/tmp/lessonbuild-XXXXXX".utf8CString)
        if !absolute.utf8.allSatisfy({ $0 < 0x80 }), let made = mkdtemp(&template) {
            path = String(cString: made)
            madeElsewhere = true
        } else {
            try? FileManager.default.createDirectory(atPath: inCache, withIntermediateDirectories: true)
            path = inCache
            madeElsewhere = false
        }
    }

    func removeIfMadeElsewhere() {
        if madeElsewhere { try? FileManager.default.removeItem(atPath: path) }
    }
}
