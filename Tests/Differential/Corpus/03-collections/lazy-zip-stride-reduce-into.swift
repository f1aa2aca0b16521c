// lazy sequences, zip, stride, reduce(into:) and String(repeating:) with a side-effect log
var evaluated: [Int] = []
let lazyMapped = (1...10).lazy.map { n -> Int in evaluated.append(n); return n * n }.filter { $0 % 2 == 0 }
print(Array(lazyMapped.prefix(2)))
print(evaluated)
let names = ["ğ", "ı", "ş", "ç"]
for (i, n) in zip(stride(from: 10, to: 50, by: 10), names) { print(i, n) }
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))
let freq = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(freq.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
for row in 1...3 { print(String(repeating: "*", count: row) + String(repeating: ".", count: 3 - row)) }
let zipped = Dictionary(uniqueKeysWithValues: zip(names, 1...))
print(zipped.sorted { $0.value < $1.value }.map(\.key))
print((1...5).reversed().lazy.compactMap { $0 % 2 == 1 ? "\($0)" : nil }.joined(separator: "-"))
