// Every attribute and modifier on a line of its own, before classes, functions and globals
@MainActor
final
class Counter {
    private(set)
    var count = 0
    @discardableResult
    func tick() -> Int { count += 1; return count }
}
public
struct Limits {
    public
    static
    let maximum = 3
}
@MainActor
func run(_ counter: Counter) { for _ in 0..<Limits.maximum { counter.tick() } }
let counter = await Counter()
await run(counter)
print(await counter.count)
