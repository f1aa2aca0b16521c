// Generator edge: explicit generic task in global
let worker = Task<Void, Never> { print("task") }
_ = (1...300_000).reduce(0, &+)
print("main first")
await worker.value
