// Two pointers and sliding windows: longest substring without repeats, min window sum, container with most water.
func longestUnique(_ s: String) -> (Int, Substring) {
    let chars = Array(s)
    var last: [Character: Int] = [:]
    var start = 0, best = 0, bestStart = 0
    for (i, c) in chars.enumerated() {
        if let j = last[c], j >= start { start = j + 1 }
        last[c] = i
        if i - start + 1 > best { best = i - start + 1; bestStart = start }
    }
    let lo = s.index(s.startIndex, offsetBy: bestStart)
    return (best, s[lo..<s.index(lo, offsetBy: best)])
}
for s in ["abcabcbb", "bbbbb", "pwwkew", "dvdf", ""] { print("\"\(s)\"", longestUnique(s)) }
func minSubArrayLen(_ target: Int, _ nums: [Int]) -> Int {
    var lo = 0, sum = 0, best = Int.max
    for hi in nums.indices {
        sum += nums[hi]
        while sum >= target { best = min(best, hi - lo + 1); sum -= nums[lo]; lo += 1 }
    }
    return best == .max ? 0 : best
}
print(minSubArrayLen(7, [2, 3, 1, 2, 4, 3]), minSubArrayLen(100, [1, 2]))
func maxArea(_ h: [Int]) -> Int {
    var (l, r, best) = (0, h.count - 1, 0)
    while l < r {
        best = max(best, min(h[l], h[r]) * (r - l))
        if h[l] < h[r] { l += 1 } else { r -= 1 }
    }
    return best
}
print(maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]))
