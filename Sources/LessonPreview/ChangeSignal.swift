import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes the watcher as soon as a watched folder changes (inotify), so a save need not wait for the next
/// polling round; the polling stays, and still decides what changed. inotify alone would miss folders
/// created between an event and their watch, files edited in place through `mmap`, and some network
/// filesystems; it only says *when* to look.
///
/// Events that end a write (close after writing, rename, delete, attribute change, a new folder) wake
/// the watcher; a plain write or truncation does not, so a save is seen complete rather than truncated.
final class ChangeSignal {
    private let inotify: Int32
    /// Written by `wake()` to end a wait from another thread (stopping).
    private var pipe: [Int32] = [-1, -1]
    private var watched: Set<String> = []
    /// False once a watch could not be added (the system's limit): then polling alone must be relied on.
    private(set) var isComplete: Bool

    private static let mask: UInt32 = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF)

    init() {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        isComplete = inotify >= 0
        if Glibc.pipe(&pipe) == 0 {
            for descriptor in pipe {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        } else {
            pipe = [-1, -1]
        }
    }

    deinit {
        if inotify >= 0 { close(inotify) }
        for descriptor in pipe where descriptor >= 0 { close(descriptor) }
    }

    /// Watches these folders too (those already watched are skipped; inotify watches are not recursive).
    /// Returns whether a folder was added.
    @discardableResult
    func watch(folders: [String]) -> Bool {
        guard inotify >= 0 else { return false }
        var added = false
        for folder in folders where !watched.contains(folder) {
            if inotify_add_watch(inotify, folder, ChangeSignal.mask) >= 0 {
                watched.insert(folder)
                added = true
            } else if errno == ENOSPC || errno == ENOMEM {
                isComplete = false
            }
        }
        return added
    }

    /// Forgets folders that are gone (their watches ended with them), so a folder made again is watched again.
    func keep(folders: Set<String>) {
        watched = watched.intersection(folders)
    }

    /// Waits until an event that ends a write arrives, `wake()` is called, or `seconds` pass.
    func wait(seconds: Double) {
        var descriptors = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipe[0], events: Int16(POLLIN), revents: 0),
        ]
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return }
            let result = poll(&descriptors, nfds_t(descriptors.count), Int32((deadline - now + 999_999) / 1_000_000))
            if result <= 0 { return }  // timed out (or interrupted: the caller looks anyway)
            if descriptors[1].revents != 0 {
                drain(pipe[0])
                return
            }
            if descriptors[0].revents != 0, drainEvents() { return }
        }
    }

    /// Ends a `wait` now.
    func wake() {
        guard pipe[1] >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(pipe[1], &byte, 1)
    }

    /// Reads every pending event; true when one of them ends a write or changes the tree.
    private func drainEvents() -> Bool {
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return relevant }
            var offset = 0
            buffer.withUnsafeBytes { raw in
                // struct inotify_event: wd, mask, cookie, len (4 bytes each), then `len` bytes of name.
                while offset + 16 <= count {
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    if mask & UInt32(IN_CREATE) == 0 || mask & UInt32(IN_ISDIR) != 0 { relevant = true }
                    offset += 16 + length
                }
            }
        }
    }

    private func drain(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
