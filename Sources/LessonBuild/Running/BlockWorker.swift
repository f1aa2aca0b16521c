import BlockEntry
import CSystem
import Foundation
import LessonModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The worker side of the run protocol: a copy of the builder that loads compiled blocks and runs them
/// in its own process.
///
/// It reads the blocks to run from descriptor 3, one a line (`position<TAB>library<TAB>symbol`), and reports
/// on descriptor 1: `start N` before block N runs, then `done N <byte count> <hashed>` followed by the block's
/// output once it returns, or `threw N <byte count>` followed by the error's description when the block threw
/// at top level; `fresh` after a block that left concurrency work behind, before the worker ends so the
/// next block starts in a new one. While a block runs, its output and error go to the file at descriptor 4 (`WorkerFiles`), so
/// a parent that sees the worker die after `start N` can still read what block N wrote before it trapped or
/// called `exit`.
public enum BlockWorker {
    /// Set (to "1") in a worker's environment, which has no arguments: so a block sees the command line of a
    /// program started without arguments (`CommandLine.arguments.count` is 1, as in the standalone program).
    public static let environmentKey = "LESSONBUILD_WORKER"

    /// A block's entry as its library makes it: a plain function for top-level code that never awaits, a
    /// main-actor async function for code that does (`BlockProgramGenerator`).
    typealias Entry = BlockEntry

    /// The worker's exit status when it can no longer reach the builder (its parent died, or a block closed
    /// the worker's descriptors).
    public static let lostChannelStatus: Int32 = 113

    /// Limits the parent passes to its workers, through the environment.
    public enum Limit {
        public static let parent = "LESSONBUILD_PARENT"
        public static let output = "LESSONBUILD_MAX_OUTPUT"
        public static let memory = "LESSONBUILD_MAX_MEMORY"
        public static let cpu = "LESSONBUILD_MAX_CPU"
        /// Processes and threads (sandboxed workers only, whose user no other process has).
        public static let processes = "LESSONBUILD_MAX_PROCESSES"
        /// The kernels' library, loaded before any block (not a limit, but passed the same way).
        public static let kernels = "LESSONBUILD_KERNEL_LIBRARY"
        /// The signal sent to the builder after each block, before it is reported (`SignalGuard`).
        public static let marker = "LESSONBUILD_MARKER"
    }

    /// Whether this process is a relaunched copy of the builder that runs blocks: no arguments, and the
    /// worker's variable set; or one that asks SourceKit about names (`NamesWorker`), which `main` hands on.
    public static func isWorker(arguments: [String]) -> Bool {
        arguments.isEmpty && ProcessInfo.processInfo.environment[environmentKey] == "1"
            || NamesWorker.isWorker(arguments: arguments)
    }

    /// Runs the blocks of the list and reports on them. Called before anything of Swift concurrency has
    /// started (the executable's top level does not await in a worker), so a block whose top-level code is
    /// synchronous runs on the main thread outside any task, as it does in its own `main.swift`.
    @MainActor
    public static func main() -> Int32 {
        if NamesWorker.isWorker(arguments: Array(CommandLine.arguments.dropFirst())) { return NamesWorker.main() }
        let environment = ProcessInfo.processInfo.environment
        if let parent = environment[Limit.parent].flatMap(Int32.init), lessonbuild_worker_setup(parent) != 0 {
            return 72
        }
        // Unsandboxed (the parent is the builder), root's mounts end with the worker; bubblewrap already
        // gives a sandboxed one a namespace of its own, where it may not mount at all (nor may root without
        // CAP_SYS_ADMIN, in a container: EPERM).
        if environment[Limit.parent] != nil, lessonbuild_private_mounts() != 0, errno != EPERM {
            send(1, .fail("cannot give the worker a mount namespace of its own: \(String(cString: strerror(errno)))"))
            return 70
        }
        // The protocol channel sits far from the descriptors a block is likely to close, and is not inherited
        // by what a block starts.
        let channel = fcntl(1, F_DUPFD_CLOEXEC, 900)
        guard channel >= 0 else { return 70 }
        applyLimits(environment)
        if let failure = loadKernels(environment[Limit.kernels] ?? "") {
            send(channel, .fail(failure))
            return 70
        }
        // The blocks see the environment the builder was started with, not the worker's own settings.
        for key in [
            environmentKey, Limit.parent, Limit.output, Limit.memory, Limit.cpu, Limit.processes, Limit.kernels,
            Limit.marker,
        ] { unsetenv(key) }
        // Anything printed outside a block must not corrupt the protocol.
        let devNull = open("/dev/null", O_WRONLY)
        if devNull >= 0 {
            _ = dup2(devNull, 1)
            close(devNull)
        }
        let handedOver = receive()
        guard case .success(let (blocks, capture)) = handedOver else {
            if case .failure(let failure) = handedOver { send(channel, .fail(failure.reason)) }
            return 70
        }
        let session = Session(channel: channel, capture: capture)
        if let parent = environment[Limit.parent].flatMap(Int32.init),
            let marker = environment[Limit.marker].flatMap(Int32.init)
        {
            session.marker = (parent, marker)
        }
        return run(blocks, in: session, channel: channel)
    }

    /// The limits the builder asked for, as this process's resource limits.
    private static func applyLimits(_ environment: [String: String]) {
        let maxOutput = environment[Limit.output].flatMap(Int64.init) ?? 0
        if maxOutput > 0 {
            // Past the limit the kernel sends SIGXFSZ: it must end the worker (a writer that ignored it
            // would retry forever), so the parent can report the limit.
            signal(SIGXFSZ, SIG_DFL)
            _ = lessonbuild_set_limit(Int32(RLIMIT_FSIZE.rawValue), maxOutput)
        }
        if let memory = environment[Limit.memory].flatMap(Int64.init), memory > 0 {
            _ = lessonbuild_set_limit(Int32(RLIMIT_DATA.rawValue), memory)
            // RLIMIT_DATA counts private memory only: a `MAP_SHARED` mapping (anonymous, of a memfd or of a
            // file in a RAM-backed /tmp or /dev/shm) would not count. The address space counts every mapping;
            // what the worker has mapped already (its own libraries, ~80 MB) comes on top.
            _ = lessonbuild_set_limit(Int32(RLIMIT_AS.rawValue), memory + lessonbuild_address_space())
        }
        if let cpu = environment[Limit.cpu].flatMap(Int64.init), cpu > 0 {
            _ = lessonbuild_set_limit(Int32(RLIMIT_CPU.rawValue), cpu)
        }
        if let processes = environment[Limit.processes].flatMap(Int64.init), processes > 0 {
            _ = lessonbuild_set_limit(Int32(__RLIMIT_NPROC.rawValue), processes)
        }
    }

    /// Loads the kernels' libraries (one a line); why one cannot be, or nil.
    ///
    /// Blocks may have been compiled against an earlier build of the kernels with the same interface: the
    /// current one is loaded first, and their dependency on `libLessonKernels.so` finds it by its soname.
    /// A course whose languages have kernels of their own names one library per line (each its own module).
    private static func loadKernels(_ libraries: String) -> String? {
        for kernels in libraries.split(separator: "\n").map({ path(fromListField: String($0)) })
        where dlopen(kernels, RTLD_NOW | RTLD_LOCAL) == nil {
            let reason = String(cString: dlerror() ?? strdup("unknown error"))
            return "cannot load the kernels \(kernels): \(reason)"
        }
        return nil
    }

    /// Why the worker cannot start on its list, as the protocol's `fail` line says it.
    struct HandOverFailure: Error {
        var reason: String
    }

    /// The list of blocks and the capture file the builder handed over (descriptors 3 and 4), both closed
    /// at their numbers: the capture file moves far from the descriptors a block is likely to open or close.
    private static func receive() -> Result<([ListedBlock], OutputCapture), HandOverFailure> {
        let list = RawFile.contents(of: WorkerFiles.listDescriptor) ?? []
        close(WorkerFiles.listDescriptor)
        let output = fcntl(WorkerFiles.outputDescriptor, F_DUPFD_CLOEXEC, 901)
        close(WorkerFiles.outputDescriptor)
        guard output >= 0 else {
            return .failure(
                HandOverFailure(
                    reason: "the builder handed over no capture files (\(String(cString: strerror(errno))))"))
        }
        let capture = OutputCapture(outputFile: output, errorFile: nil)
        guard let blocks = BlockWorker.blocks(in: list) else {
            return .failure(HandOverFailure(reason: "malformed block list"))
        }
        return .success((blocks, capture))
    }

    /// Runs the listed blocks one after another; the worker's exit status.
    @MainActor
    private static func run(_ blocks: [ListedBlock], in session: Session, channel: Int32) -> Int32 {
        var libraries: [String: UnsafeMutableRawPointer] = [:]
        // An entry's globals are initialised once per process: a second call would start from what the first
        // left. The builder never lists an entry twice (`ProgramRegistry.distinctEntries`); this says so loudly
        // if it ever did.
        var entriesRun: Set<String> = []
        for block in blocks {
            let position = block.position
            guard entriesRun.insert(block.library + "\t" + block.symbol).inserted else {
                send(channel, .fail("internal error: the entry \(block.symbol) was listed twice for one worker"))
                return 70
            }
            guard let entry = load(library: block.library, symbol: block.symbol, cache: &libraries) else {
                let reason = String(cString: dlerror() ?? strdup("unknown error"))
                send(channel, .fail("cannot load \(block.library): \(reason)"))
                return 70
            }
            session.exitsAfterBlock = block.exits
            switch entry {
            case .synchronous(let body):
                session.run(position, body)
            case .awaiting(let body):
                // Top-level code that awaits runs as the runtime runs such a `main.swift`: in a main-actor task
                // that starts at once on the main thread, resumed from the main queue once `dispatch_main`
                // parks the main thread, with the main task's priority (medium, not the main thread's high,
                // which its child and detached tasks would take on). Its tasks are the worker's last work:
                // the next block starts in a fresh worker.
                Task.immediate(priority: .medium) { @MainActor in
                    await session.run(position, body)
                    session.retire()
                }
                dispatchMain()
            }
        }
        return 0
    }

    /// A block of the list: where it is in the registry, its library and entry, and whether the worker ends
    /// with `exit(0)` after it (it registered handlers for the program's end).
    struct ListedBlock: Equatable {
        var position: Int
        var library: String
        var symbol: String
        var exits = false
    }

    /// The blocks of the list, one a line: `position<TAB>library<TAB>symbol[<TAB>exit]`; nil when a line is
    /// not so. Read byte by byte: a generic `split` over every line costs a tenth of a worker's time in a
    /// debug build.
    static func blocks(in list: [UInt8]) -> [ListedBlock]? {
        var result: [ListedBlock] = []
        var fields: [String] = []
        var start = 0
        for index in 0..<list.count where list[index] == UInt8(ascii: "\t") || list[index] == UInt8(ascii: "\n") {
            fields.append(String(decoding: list[start..<index], as: UTF8.self))
            start = index + 1
            guard list[index] == UInt8(ascii: "\n") else { continue }
            guard fields.count == 3 || fields.count == 4 && fields[3] == "exit", let position = Int(fields[0]) else {
                return nil
            }
            result.append(
                ListedBlock(
                    position: position, library: path(fromListField: fields[1]), symbol: fields[2],
                    exits: fields.count == 4))
            fields.removeAll(keepingCapacity: true)
        }
        return start == list.count && fields.isEmpty ? result : nil
    }

    /// A path as a field of the block list or a line of the kernels' list: `%`, a tab and a line break are
    /// written `%25`, `%09` and `%0A`, so that a course under any folder name (a tab or a line break are
    /// allowed in one) reads back whole.
    static func listField(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"): bytes += Array("%25".utf8)
            case UInt8(ascii: "\t"): bytes += Array("%09".utf8)
            case UInt8(ascii: "\n"): bytes += Array("%0A".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path a field of `listField` holds.
    static func path(fromListField field: String) -> String {
        guard field.utf8.contains(UInt8(ascii: "%")) else { return field }
        // `listField` escapes every `%`, so each one starts two hexadecimal digits.
        let bytes = Array(field.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                result.append(byte)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The working directory and environment a block may change (`chdir`, `setenv`), put back after it.
    /// Checked cheaply after every block: the directory with `getcwd`, the environment by the pointers of
    /// `environ` (`setenv`, `unsetenv` and `putenv` all change them).
    final class ProcessState {
        private let directory: String
        private let variables: [String]
        private var entries: [UnsafeMutablePointer<CChar>?]

        init() {
            directory = ProcessState.workingDirectory()
            variables = ProcessState.entryPointers().map { String(cString: $0!) }
            entries = ProcessState.entryPointers()
        }

        static func workingDirectory() -> String {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
                getcwd(buffer.baseAddress, buffer.count) == nil ? "" : String(cString: buffer.baseAddress!)
            }
        }

        static func entryPointers() -> [UnsafeMutablePointer<CChar>?] {
            var result: [UnsafeMutablePointer<CChar>?] = []
            var pointer = environ
            while let entry = pointer.pointee {
                result.append(entry)
                pointer += 1
            }
            return result
        }

        func restore() {
            if ProcessState.workingDirectory() != directory { _ = chdir(directory) }
            if ProcessState.entryPointers() != entries {
                _ = clearenv()
                for entry in variables { _ = putenv(strdup(entry)) }
                entries = ProcessState.entryPointers()
            }
        }
    }

    /// The entry closure of a block: the library's C function returns it boxed and retained.
    @MainActor
    private static func load(library: String, symbol: String, cache: inout [String: UnsafeMutableRawPointer]) -> Entry?
    {
        if cache[library] == nil {
            // Local binding: blocks of different libraries are separate `main` modules and must never
            // resolve each other's symbols.
            guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else { return nil }
            cache[library] = handle
        }
        guard let address = dlsym(cache[library], symbol) else { return nil }
        typealias Make = @convention(c) () -> UnsafeMutableRawPointer
        let box = Unmanaged<AnyObject>.fromOpaque(unsafeBitCast(address, to: Make.self)()).takeRetainedValue()
        return BlockEntry(box: box)
    }

    /// A parent that can no longer be told anything has gone: stop.
    static func send(_ channel: Int32, _ message: WorkerMessage) {
        if message.encoded.withUnsafeBytes({ RawFile.writeAll(channel, $0) }) != 0 { exit(lostChannelStatus) }
    }
}
