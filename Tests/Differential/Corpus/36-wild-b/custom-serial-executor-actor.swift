// An actor running on a custom SerialExecutor backed by a DispatchQueue (Swift 5.9 style).
import Dispatch

final class QueueExecutor: SerialExecutor {
    let queue = DispatchQueue(label: "custom.executor")
    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { unowned.runSynchronously(on: executor) }
    }
    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}

actor Printer {
    static let shared = QueueExecutor()
    nonisolated var unownedExecutor: UnownedSerialExecutor { Self.shared.asUnownedSerialExecutor() }
    private var pages = 0
    func printPage(_ title: String) -> Int {
        pages += 1
        return pages
    }
}

let printer = Printer()
for title in ["Cover", "Intro", "Index"] {
    print(title, "is page", await printer.printPage(title))
}
