// Rosetta Code: Levenshtein distance (dynamic programming) and longest common subsequence, memoised globally.
func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            let old = row[j]
            row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
            previous = old
        }
    }
    return row[b.count]
}

var lcsMemo: [String: String] = [:]
func lcs(_ a: Substring, _ b: Substring) -> String {
    let key = "\(a)|\(b)"
    if let cached = lcsMemo[key] { return cached }
    let result: String
    if a.isEmpty || b.isEmpty { result = "" }
    else if a.first == b.first { result = String(a.first!) + lcs(a.dropFirst(), b.dropFirst()) }
    else {
        let x = lcs(a.dropFirst(), b), y = lcs(a, b.dropFirst())
        result = x.count >= y.count ? x : y
    }
    lcsMemo[key] = result
    return result
}

for (a, b) in [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("saturday", "sunday")] {
    print("\(a) → \(b): \(levenshtein(a, b))")
}
print(lcs("thisisatest", "testing123testing"), lcs("1234", "1224533324"))
print("memo entries:", lcsMemo.count > 0)
