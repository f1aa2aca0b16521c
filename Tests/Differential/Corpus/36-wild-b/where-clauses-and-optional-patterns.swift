// Optional patterns (x?), nil-coalescing chains and where-filtered loops in a grades script.
let scores: [String: Int?] = ["ana": 91, "ben": nil, "cy": 67, "dee": 78]
for name in scores.keys.sorted() {
    switch scores[name]! {
    case let s? where s >= 90: print(name, "A")
    case let s? where s >= 75: print(name, "B")
    case let s?: print(name, "C (\(s))")
    case nil: print(name, "absent")
    }
}
let present = scores.compactMapValues { $0 }
print("average:", present.values.reduce(0, +) / present.count)
for (name, score) in present.sorted(by: { $0.key < $1.key }) where score < 80 { print("needs help:", name) }
let fallback = scores["zed"] ?? nil ?? -1
print("zed:", fallback)
