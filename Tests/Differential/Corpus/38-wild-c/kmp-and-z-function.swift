// String matching for contests: KMP prefix function over [UInt8], Z-function, and all occurrences of a pattern.
func prefixFunction(_ s: [UInt8]) -> [Int] {
    var pi = [Int](repeating: 0, count: s.count)
    for i in 1..<max(s.count, 1) {
        var k = pi[i - 1]
        while k > 0 && s[i] != s[k] { k = pi[k - 1] }
        if s[i] == s[k] { k += 1 }
        pi[i] = k
    }
    return pi
}
func occurrences(of pattern: String, in text: String) -> [Int] {
    let p = Array(pattern.utf8), combined = p + [0] + Array(text.utf8)
    return prefixFunction(combined).enumerated().compactMap { i, v in v == p.count ? i - 2 * p.count : nil }
}
func zFunction(_ s: String) -> [Int] {
    let a = Array(s.utf8), n = a.count
    var z = [Int](repeating: 0, count: n), l = 0, r = 0
    for i in 1..<n {
        if i < r { z[i] = min(r - i, z[i - l]) }
        while i + z[i] < n && a[z[i]] == a[i + z[i]] { z[i] += 1 }
        if i + z[i] > r { l = i; r = i + z[i] }
    }
    return z
}
print(prefixFunction(Array("aabaaab".utf8)))
print(occurrences(of: "aba", in: "abababa cabab"), occurrences(of: "zz", in: "abc"))
print(zFunction("aaabaab"))
let period = { (s: String) -> Int in
    let pi = prefixFunction(Array(s.utf8)); let p = s.utf8.count - pi.last!
    return s.utf8.count % p == 0 ? p : s.utf8.count
}
print(["abcabcabc", "aaaa", "abcd", "abab"].map(period))
