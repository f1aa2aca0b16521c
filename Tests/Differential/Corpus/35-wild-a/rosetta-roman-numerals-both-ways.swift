// Rosetta Code: Roman numerals encode/decode with a global table, an Int extension and a failable init.
let romanTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

extension Int {
    var roman: String {
        var n = self, out = ""
        for (value, symbol) in romanTable { while n >= value { out += symbol; n -= value } }
        return out
    }
    init?(roman: String) {
        var rest = Substring(roman), total = 0
        for (value, symbol) in romanTable {
            while rest.hasPrefix(symbol) { total += value; rest = rest.dropFirst(symbol.count) }
        }
        guard rest.isEmpty, total.roman == roman else { return nil }
        self = total
    }
}

for n in [1990, 2008, 1666, 4, 3999] { print(n, "=", n.roman) }
for s in ["MCMXC", "MMVIII", "IIII", "MDCLXVI", "XM"] { print(s, "=", Int(roman: s).map(String.init) ?? "invalid") }
