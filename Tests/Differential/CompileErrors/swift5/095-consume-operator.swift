// main.swift — a variable is used after the consume operator ends its lifetime
func process(_ values: [Int]) -> Int {
    let numbers = values
    let moved = consume numbers
    print(moved.count)
    return numbers.reduce(0, +)
}

print(process([1, 2, 3]))
