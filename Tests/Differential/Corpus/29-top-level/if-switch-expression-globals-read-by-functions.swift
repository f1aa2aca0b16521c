// globals initialised by multi-line if/switch expressions and immediately-invoked closures, read by functions
let level = 3
let label = if level > 2 {
    "high"
} else {
    "low"
}
let code = switch label {
case "high": 1
default: 0
}
var table: [Int] = {
    var t: [Int] = []
    for i in 0..<level { t.append(i * i) }
    return t
}()
let (first, second) = (table[1], table[2])
func summary() -> String { "\(label) \(code) \(table) \(first)+\(second)" }
struct Reader { func read() -> Int { code + first + second } }
print(summary())
table.append(99)
print(summary(), Reader().read())
