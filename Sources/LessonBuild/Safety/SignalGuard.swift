import CSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a block from ending the builder with a signal. Without `--sandbox` a block runs as the builder's
/// user and can `kill(getppid(), SIGTERM)` (or SIGINT, SIGHUP, SIGUSR1…): the builder's handler (guard.c)
/// sees who sent it, and a signal from a worker or from a process below one — a daemon in a session of its
/// own included — is not an interrupt but that block's failure, which the worker loop reports at the block.
/// Ctrl-C at the terminal, `kill` from a shell and the kernel's own signals still stop the builder with its
/// cleanup (`InterruptCleanup`). SIGKILL and SIGSTOP cannot be caught: only the sandbox hides the builder.
enum SignalGuard {
    /// A signal a worker's block sent to the builder.
    struct Blame: Equatable {
        var signal: Int32
        var sender: pid_t
        var worker: pid_t
    }

    /// The pipe the handler records blames on (installing the handler the first time).
    static let blames: Int32 = lessonbuild_guard_signals()

    /// Installs the handler (once) and lets this thread take the guarded signals.
    static func install() { _ = lessonbuild_guard_signals() }

    /// The signal a worker sends after each block (0: none), recorded among the blames.
    static var marker: Int32 { lessonbuild_guard_marker() }

    static func watch(_ pid: pid_t) { lessonbuild_guard_watch(pid) }
    static func unwatch(_ pid: pid_t) { lessonbuild_guard_unwatch(pid) }

    /// Every blame recorded since the last call, in the order the handlers took the signals.
    static func take() -> [Blame] {
        var found: [(Int32, Blame)] = []
        var record: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let size = MemoryLayout.size(ofValue: record)
        while blames >= 0, read(blames, &record, size) == size {
            found.append((record.0, Blame(signal: record.1, sender: record.2, worker: record.3)))
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// What the block's failure says.
    static func message(for blame: Blame) -> String {
        "sent \(name(of: blame.signal)) to the builder (from process \(blame.sender)): a block may not signal the program that runs it, so it was stopped"
    }

    static func name(of signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1",
            SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGPIPE: "SIGPIPE", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF",
            SIGIO: "SIGIO", SIGPWR: "SIGPWR", SIGSTKFLT: "SIGSTKFLT",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
