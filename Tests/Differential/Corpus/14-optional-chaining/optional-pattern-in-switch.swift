// Switching over optionals in tuples and using ? patterns to unwrap several at once.
func describe(_ a: Int?, _ b: Int?) -> String {
    switch (a, b) {
    case let (x?, y?): return "both: \(x + y)"
    case let (x?, nil): return "only first: \(x)"
    case let (nil, y?): return "only second: \(y)"
    case (nil, nil): return "neither"
    }
}
print(describe(1, 2))
print(describe(5, nil))
print(describe(nil, 7))
print(describe(nil, nil))
let values: [Int?] = [nil, 4, nil, 8]
for case let v? in values where v > 5 { print("large", v) }
