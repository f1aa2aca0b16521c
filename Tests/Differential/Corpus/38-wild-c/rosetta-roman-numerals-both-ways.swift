// Rosetta-style Roman numerals: encode with a table and reduce(into:), decode with zip over adjacent values.
let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                              (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
func roman(_ n: Int) -> String {
    table.reduce(into: (n, "")) { state, entry in
        while state.0 >= entry.0 { state.0 -= entry.0; state.1 += entry.1 }
    }.1
}
let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
func decode(_ s: String) -> Int? {
    let v = s.compactMap { values[$0] }
    guard v.count == s.count, !v.isEmpty else { return nil }
    return zip(v, v.dropFirst() + [0]).reduce(0) { $0 + ($1.0 < $1.1 ? -$1.0 : $1.0) }
}
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    let r = roman(n)
    print(String(repeating: " ", count: 5 - String(n).count) + "\(n) = \(r)", decode(r) == n ? "ok" : "BAD")
}
print(decode("MCMXC") ?? -1, decode("hello") as Any, decode("") as Any)
