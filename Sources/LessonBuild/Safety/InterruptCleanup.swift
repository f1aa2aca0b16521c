import CSystem
import Foundation

/// Removes temporary files and folders when the run is interrupted (SIGINT, SIGTERM, SIGHUP), then lets
/// the signal end the process as it would have.
///
/// A signal handler may only do async-signal-safe work, so it just writes the signal number to a pipe; a
/// thread waiting on that pipe does the removal and re-raises the signal with its default action.
/// Handlers are reset by `exec`, so relaunched workers are not affected.
public enum InterruptCleanup {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: [Int: String] = [:]
    nonisolated(unsafe) private static var nextToken = 0
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var interrupted = false
    nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1
    /// Set by a command that handles the signals itself and lets running work finish before it exits
    /// (`preview`): no handler is installed, and what is registered is cleaned up by the work itself.
    nonisolated(unsafe) public static var handledByCommand = false

    /// Removes `path` (file or folder) if the process is interrupted before `unregister`.
    static func register(_ path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        installIfNeeded()
        nextToken += 1
        paths[nextToken] = path
        return nextToken
    }

    static func unregister(_ token: Int) {
        lock.lock()
        paths[token] = nil
        lock.unlock()
    }

    /// Runs a step that makes a temporary file permanent (a rename), then forgets the file — unless an
    /// interruption is being handled, in which case the step never runs and this thread waits for the
    /// signal to end the process. So a temporary file is either cleaned up or put in place, never both.
    static func commit<T>(_ token: Int, _ step: () throws -> T) rethrows -> T {
        lock.lock()
        guard !interrupted else {
            lock.unlock()
            while true { sleep(1) }
        }
        defer { lock.unlock() }
        let result = try step()
        paths[token] = nil
        return result
    }

    /// Handles the interrupting signals from now on (as `register` does): for a child started in a session
    /// of its own, which a terminal's Ctrl-C does not reach and which the handler ends.
    static func watch() {
        lock.lock()
        defer { lock.unlock() }
        installIfNeeded()
    }

    private static func installIfNeeded() {
        guard !installed, !handledByCommand else { return }
        installed = true
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        pipeWriteEnd = ends[1]
        let readEnd = ends[0]
        let numbers = [SIGINT, SIGTERM, SIGHUP]
        Thread.detachNewThread {
            // A launcher may start us with these signals blocked (a test harness does): this thread takes
            // them, so they still end the process, as they would by default.
            var set = sigset_t()
            sigemptyset(&set)
            for number in numbers { sigaddset(&set, number) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            var signal: Int32 = 0
            while read(readEnd, &signal, MemoryLayout<Int32>.size) < 0 && errno == EINTR {}
            lock.lock()
            interrupted = true
            let doomed = Array(paths.values)
            lock.unlock()
            // First the children (a compiler running for half a minute more, writing into what is removed).
            ChildProcess.endAllStarted()
            // Other threads may still be writing into a folder being removed: retry until it is gone
            // (they cannot recreate it: files are only ever created inside folders that exist).
            for path in doomed {
                for _ in 0..<100 {
                    try? FileManager.default.removeItem(atPath: path)
                    var info = stat()
                    if lstat(path, &info) != 0 { break }
                    usleep(5_000)
                }
            }
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
        // The guard's handler receives them (a block signalling the builder is told from a real interrupt,
        // see `SignalGuard`) and hands real ones on here; one the launcher ignores stays ignored.
        _ = lessonbuild_guard_signals()
        for number in numbers {
            lessonbuild_guard_forward(number) { number in
                var number = number
                _ = write(InterruptCleanup.pipeWriteEnd, &number, MemoryLayout<Int32>.size)
            }
        }
    }
}
