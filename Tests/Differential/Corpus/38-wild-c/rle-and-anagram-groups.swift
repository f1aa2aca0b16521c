// Interview warm-ups: run-length encoding with Characters, anagram groups keyed by sorted letters, first unique char.
func rle(_ s: String) -> String {
    var out = "", last: Character?, run = 0
    for c in s {
        if c == last { run += 1; continue }
        if let l = last { out += run > 1 ? "\(run)\(l)" : "\(l)" }
        last = c; run = 1
    }
    if let l = last { out += run > 1 ? "\(run)\(l)" : "\(l)" }
    return out
}
func unrle(_ s: String) -> String {
    var out = "", n = 0
    for c in s {
        if let d = c.wholeNumberValue { n = n * 10 + d } else { out += String(repeating: c, count: max(n, 1)); n = 0 }
    }
    return out
}
for s in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz", "ééé👍👍"] {
    let e = rle(s)
    print("\"\(s)\" -> \"\(e)\"", unrle(e) == s)
}
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
let groups = Dictionary(grouping: words) { String($0.sorted()) }
for key in groups.keys.sorted() { print(key, groups[key]!) }
func firstUnique(_ s: String) -> Character? {
    let counts = s.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    return s.first { counts[$0] == 1 }
}
print(firstUnique("swiss") as Any, firstUnique("aabb") as Any, firstUnique("leetcode")!)
