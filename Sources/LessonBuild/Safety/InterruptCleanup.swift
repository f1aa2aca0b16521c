import Foundation

/// Removes temporary files and folders when the run is interrupted (SIGINT, SIGTERM, SIGHUP), then lets
/// the signal end the process as it would have.
///
/// A signal handler may only do async-signal-safe work, so it just writes the signal number to a pipe; a
/// thread waiting on that pipe does the removal and re-raises the signal with its default action.
/// Handlers are reset by `exec`, so relaunched workers are not affected.
enum InterruptCleanup {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: [Int: String] = [:]
    nonisolated(unsafe) private static var nextToken = 0
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1

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

    private static func installIfNeeded() {
        guard !installed else { return }
        installed = true
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        pipeWriteEnd = ends[1]
        let readEnd = ends[0]
        Thread.detachNewThread {
            var signal: Int32 = 0
            while read(readEnd, &signal, MemoryLayout<Int32>.size) < 0 && errno == EINTR {}
            lock.lock()
            let doomed = Array(paths.values)
            lock.unlock()
            for path in doomed { try? FileManager.default.removeItem(atPath: path) }
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var number = number
                _ = write(InterruptCleanup.pipeWriteEnd, &number, MemoryLayout<Int32>.size)
            }
            sigaction(number, &action, nil)
        }
    }
}
