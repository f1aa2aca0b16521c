import CSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension BlockWorker {
    /// One worker's run of its blocks: runs each with its output captured, reports it on the channel, puts
    /// back what a block may change in the process, and ends the worker after a block that left work behind.
    @MainActor
    final class Session {
        private let channel: Int32
        private let capture: OutputCapture
        private let state = ProcessState()
        private let threadName: String?
        /// Threads and main-queue work as a block finds them: what the previous block left (a block that
        /// changes either ends its worker), so each is read once per block.
        private var threads: Int
        private var mainQueue: Int32
        private let watchingJobs: Bool
        /// Standard input as the worker started with it (`/dev/null`), put back after every block: a block
        /// may close it or point it elsewhere, which a program started after it would not find.
        private let standardInput: Int32
        /// The block about to run ends its process (`ListedBlock.exits`): once it returns without an error,
        /// `exit(0)` runs the handlers it registered, with its output still captured, and the builder reads
        /// the transcript from the capture file as after a block's own `exit(0)`.
        var exitsAfterBlock = false
        /// The builder and the signal it takes as the end of a block (`SignalGuard`): sent before each report,
        /// so a signal a block sent the builder is told apart from the next block's.
        var marker: (parent: Int32, signal: Int32)?

        init(channel: Int32, capture: OutputCapture) {
            self.channel = channel
            self.capture = capture
            standardInput = fcntl(0, F_DUPFD_CLOEXEC, 910)
            threadName = Thread.current.name
            // Reading the main queue's state makes libdispatch open its wake-up descriptor. A standalone
            // program that never uses the main queue has no such descriptor, and its first `open` returns 3:
            // the low numbers are held while libdispatch takes one, then given back to the blocks.
            var held: [Int32] = []
            while held.count < 16 {
                let placeholder = open("/dev/null", O_RDONLY | O_CLOEXEC)
                if placeholder < 0 { break }
                held.append(placeholder)
                if placeholder >= 15 { break }
            }
            mainQueue = lessonbuild_main_queue_pending()
            held.forEach { close($0) }
            threads = lessonbuild_thread_count()
            watchingJobs = lessonbuild_job_watch_install() == 0
        }

        /// Runs a block whose top-level code is synchronous: here, on the main thread, outside any task.
        func run(_ position: Int, _ body: () throws -> Void) {
            let jobsBefore = begin(position)
            var thrown: Error?
            var hashed: Int32 = 1
            let (output, _) = capture.run {
                let watching = lessonbuild_hash_watch_start() == 0
                do { try body() } catch { thrown = error }
                hashed = watching ? lessonbuild_hash_watch_stop() : 1
                if thrown == nil && exitsAfterBlock { exit(0) }
            }
            end(position, output: output, thrown: thrown, hashed: hashed, jobsBefore: jobsBefore)
        }

        /// Runs a block whose top-level code awaits, in the main-actor task the worker runs it in.
        func run(_ position: Int, _ body: @MainActor () async throws -> Void) async {
            let jobsBefore = begin(position)
            var thrown: Error?
            var hashed: Int32 = 1
            let (output, _) = await capture.run {
                let watching = lessonbuild_hash_watch_start() == 0
                do { try await body() } catch { thrown = error }
                hashed = watching ? lessonbuild_hash_watch_stop() : 1
                if thrown == nil && exitsAfterBlock { exit(0) }
            }
            end(position, output: output, thrown: thrown, hashed: hashed, jobsBefore: jobsBefore)
        }

        /// Ends the worker on purpose; the builder runs the rest of its blocks in a fresh one.
        func retire() -> Never {
            send(channel, .fresh)
            _exit(0)
        }

        private func begin(_ position: Int) -> Int {
            capture.prepare()
            send(channel, .start(position: position))
            return lessonbuild_jobs_enqueued()
        }

        private func end(_ position: Int, output: [UInt8], thrown: Error?, hashed: Int32, jobsBefore: Int) {
            // Nothing a block changed in the process, or started, may reach the next block.
            _ = lessonbuild_end_descendants()
            state.restore()
            if standardInput >= 0 {
                _ = dup2(standardInput, 0)
                lessonbuild_stdin_clear_error()
            }
            if Thread.current.name != threadName { Thread.current.name = threadName }
            if let marker { _ = lessonbuild_send_marker(marker.parent, marker.signal, Int32(position)) }
            if let thrown {
                send(channel, .threw(position: position, output: output, error: Array(String(reflecting: thrown).utf8)))
            } else {
                // `hashed`: whether the block read the hash seed, so its output may follow hash order.
                send(channel, .done(position: position, output: output, hashed: hashed != 0))
            }
            // A block that started or resumed tasks may have left some running or queued, and one that left the
            // process with more threads (a `Thread`, `DispatchQueue` work: Dispatch starts its threads on
            // demand) may have left work running on them, and one that enqueued work on the main queue left it
            // waiting. A standalone program ends when its top-level code does, and that work with it; here the
            // next block runs in a fresh worker, so none of it can print into another block's transcript.
            let threadsAfter = lessonbuild_thread_count()
            let mainQueueAfter = lessonbuild_main_queue_pending()
            if !watchingJobs || lessonbuild_jobs_enqueued() != jobsBefore || threads < 0 || threadsAfter < 0
                || threadsAfter > threads
                || mainQueue == 0 && mainQueueAfter != 0
            {
                retire()
            }
            threads = threadsAfter
            mainQueue = mainQueueAfter
        }
    }
}
