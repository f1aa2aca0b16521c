// Closures that throw, rethrows through map, and generic closure parameters.
enum ParseError: Error { case notANumber(String) }
func parseAll(_ items: [String], using parse: (String) throws -> Int) rethrows -> [Int] {
    try items.map(parse)
}
let strict: (String) throws -> Int = { s in
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    return n
}
do {
    print(try parseAll(["1", "2", "3"], using: strict))
    print(try parseAll(["4", "five"], using: strict))
} catch ParseError.notANumber(let s) {
    print("not a number:", s)
}
print(parseAll(["7", "x"]) { Int($0) ?? 0 })
func apply<T, U>(_ value: T, _ transforms: [(T) -> U]) -> [U] { transforms.map { $0(value) } }
print(apply(3, [{ $0 * 2 }, { $0 + 100 }]))
print(apply("abc", [{ $0.count }, { $0.utf8.count * 10 }]))
