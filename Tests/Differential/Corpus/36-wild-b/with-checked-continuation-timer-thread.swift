// withCheckedContinuation resumed from a plain Thread after a tiny sleep.
import Foundation

func delayedAnswer(_ question: String) async -> String {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            usleep(1_000)
            continuation.resume(returning: "\(question) -> \(question.count)")
        }
    }
}

print(await delayedAnswer("how long is this"))
print(await delayedAnswer("short"))
let both = await [delayedAnswer("a"), delayedAnswer("bb")]
print(both)
