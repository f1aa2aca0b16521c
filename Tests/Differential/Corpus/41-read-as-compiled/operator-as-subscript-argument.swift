// An operator function passed as a subscript argument and as a call argument at top level
struct Pair {
    let x: Int
    let y: Int
    subscript(operation: (Int, Int) -> Int) -> Int { operation(x, y) }
}
let pair = Pair(x: 10, y: 20)
assert(pair[+] == 30)
print(pair[+], pair[-], pair[*])
print([1, 2, 3].reduce(0, +))
print([4, 1, 3].sorted(by: >))
let combine: (Int, Int) -> Int = max
print(pair[combine])
