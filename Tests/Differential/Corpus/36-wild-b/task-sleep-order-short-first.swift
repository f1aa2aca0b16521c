// Three tasks sleep for different short times; an actor records who woke first.
actor WakeLog {
    var order: [String] = []
    func woke(_ name: String) { order.append(name) }
}
let log = WakeLog()
let sleepers: [(String, UInt64)] = [("slow", 60_000_000), ("fast", 2_000_000), ("medium", 25_000_000)]
await withTaskGroup(of: Void.self) { group in
    for (name, delay) in sleepers {
        group.addTask {
            try? await Task.sleep(nanoseconds: delay)
            await log.woke(name)
        }
    }
}
print("wake order:", await log.order)
