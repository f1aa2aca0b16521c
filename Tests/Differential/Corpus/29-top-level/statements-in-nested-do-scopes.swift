// Top-level code split across several do scopes, each reusing names and throwing into the next
enum Step: Error { case stop(Int) }
var results: [Int] = []

do {
    let value = 10
    results.append(value)
    func triple(_ x: Int) -> Int { x * 3 }
    results.append(triple(value))
}
do {
    let value = "ten"
    print(value, results)
    do {
        throw Step.stop(results.count)
    } catch Step.stop(let n) {
        print("stopped at", n)
    }
}
do {
    struct Local { static var hits = 0 }
    for _ in results { Local.hits += 1 }
    print("hits", Local.hits, String(describing: Local.self))
}
print(results.reduce(0, +))
