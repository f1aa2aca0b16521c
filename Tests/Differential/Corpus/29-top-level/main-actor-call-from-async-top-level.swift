// Top-level code that awaits runs on the main actor, so it may call main-actor code synchronously.
@MainActor final class Counter {
    var count = 0
    func increment() { count += 1 }
}

func settle() async {}

let counter = Counter()
await settle()
counter.increment()
counter.increment()
print("sayaç:", counter.count)
