import CSystem
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A copy of the builder started with `posix_spawn`, its standard output a pipe the parent reads, its
/// standard input and error /dev/null, and the descriptors it is handed at 3, 4, 5…. Waited for with `waitpid`: Foundation's `Process` polls a run loop
/// for the child's exit, which costs tens of milliseconds a child.
final class ChildProcess: Sendable {
    enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t
    /// Children started and not yet reaped, told apart from the orphans the builder adopts (`endOrphans`).
    /// The lock is held from the spawn to the insertion, so a child is never taken for an orphan.
    /// `ending` is set once the builder is ending its children (`endAllStarted`): a thread still at work
    /// then (the compiler warnings run beside the compile) starts nothing that would outlive the builder.
    private static let children = Mutex<(started: Set<pid_t>, ending: Bool)>(([], false))
    /// Read end of the child's standard output.
    let output: Int32

    /// `handing` must hold descriptors above the ones they are handed over as (`WorkerFiles` makes them so).
    /// `argumentZero` is the program's name in its own `argv` (the executable's path when nil). With
    /// `mergingError`, standard error goes to the same pipe as standard output (a compiler's messages), with
    /// `errorFile` to that file (what bubblewrap says when it cannot start a sandbox);
    /// `directory` is the child's working directory.
    init(
        executable: String, argumentZero: String? = nil, arguments: [String], environment: [String: String],
        handing: [Int32] = [], mergingError: Bool = false, errorFile: Int32? = nil, directory: String? = nil
    ) throws(SpawnError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnError(code: errno) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        if mergingError {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        } else if let errorFile {
            posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addclose(&actions, ends[1])
        if let directory { _ = lessonbuild_spawn_add_chdir(&actions, directory) }
        for (index, descriptor) in handing.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(3 + index))
        }
        // Nothing else the builder holds or inherited (its launcher's pipes and sockets) reaches the child,
        // nor what a block starts: a block could read or write them, and a daemon holding one keeps its
        // reader waiting.
        _ = lessonbuild_spawn_close_from(&actions, Int32(3 + handing.count))

        let argv = ([argumentZero ?? executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // A session (and process group) of its own: whatever a block starts can be ended with it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // And a clean signal state: whatever the builder inherited blocked or ignored (a test runner, a
        // shell) must not stop a worker from dying of SIGXFSZ at the output limit, or of SIGPIPE.
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes, Int16(0x80 /* POSIX_SPAWN_SETSID */ | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // The child is in a session of its own, where the terminal's Ctrl-C does not reach: the builder
        // must end it when it is interrupted itself (`InterruptCleanup`).
        InterruptCleanup.watch()
        var pid = pid_t()
        let result = Self.children.withLock { children in
            let result = children.ending ? ECANCELED : posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            if result == 0 { children.started.insert(pid) }
            return result
        }
        close(ends[1])
        guard result == 0 else {
            close(ends[0])
            throw SpawnError(code: result)
        }
        self.pid = pid
        self.output = ends[0]
    }

    deinit {
        close(output)
    }

    func kill() {
        killGroup()
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Ends the child and everything below it, including what moved into a session of its own (`setsid`),
    /// which its process group no longer holds; the child is stopped first, so nothing escapes by forking.
    func killWithDescendants() {
        _ = lessonbuild_end_tree(pid)
        kill()
    }

    /// Ends every process left in the child's process group (what its blocks started and left running).
    func killGroup() {
        _ = Glibc.kill(-pid, SIGKILL)
    }

    /// Ends every child started and not yet reaped, with everything below it (a compiler's frontends, a
    /// block's processes): when the builder is interrupted, none of them may go on without it. Not reaped
    /// here: the builder is about to end, and its children's ids cannot be reused before they are.
    static func endAllStarted() {
        let known = children.withLock { children in
            children.ending = true
            return children.started
        }
        for pid in known {
            _ = lessonbuild_end_tree(pid)
            _ = Glibc.kill(-pid, SIGKILL)
            _ = Glibc.kill(pid, SIGKILL)
        }
    }

    /// Ends and reaps every adopted orphan (`lessonbuild_adopt_orphans`): what a worker's block left running
    /// when the worker died before it could end it itself.
    static func endOrphans() {
        children.withLock { children in
            let known = children.started.map { Int32($0) }
            _ = lessonbuild_end_orphans(known, Int32(known.count))
        }
    }

    /// Everything the child writes to its standard output until it closes it.
    func readToEnd() -> [UInt8] {
        read(deadline: nil, maximumBytes: nil).bytes
    }

    /// How `read(deadline:maximumBytes:)` ended.
    enum ReadEnd: Equatable {
        /// The child closed its standard output (it ended).
        case closed
        case timedOut
        /// It wrote more than the reader takes.
        case tooLarge
    }

    /// What the child writes to its standard output until it closes it, `deadline` passes (seconds of
    /// `now()`; nil: never) or it has written more than `maximumBytes` (nil: no limit); the child is left
    /// running in the last two cases, for the caller to end.
    func read(deadline: Double?, maximumBytes: Int?) -> (bytes: [UInt8], ended: ReadEnd) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let deadline {
                let left = deadline - Self.now()
                guard left > 0 else { return (bytes, .timedOut) }
                var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(left * 1000 + 1, 3_600_000)))
                if ready <= 0 { continue }  // interrupted, or the time is up (checked above)
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return (bytes, .closed) }
            bytes.append(contentsOf: chunk[0..<count])
            if let maximumBytes, bytes.count > maximumBytes { return (Array(bytes.prefix(maximumBytes)), .tooLarge) }
        }
    }

    /// Seconds of the monotonic clock, for deadlines.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A limit in seconds as messages say it: `30`, `0.5`.
    static func secondsText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Blocks until the child has ended and says how it ended.
    func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .exited(-1) }
        }
        _ = Self.children.withLock { $0.started.remove(pid) }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}

struct SpawnError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}
