// LeetCode string problems: longest substring without repeats, longest palindromic substring, reverse words.
class Solution {
    func lengthOfLongestSubstring(_ s: String) -> Int {
        var lastSeen: [Character: Int] = [:], start = 0, best = 0
        for (i, c) in s.enumerated() {
            if let j = lastSeen[c], j >= start { start = j + 1 }
            lastSeen[c] = i
            best = max(best, i - start + 1)
        }
        return best
    }
    func longestPalindrome(_ s: String) -> String {
        let chars = Array(s)
        guard chars.count > 1 else { return s }
        var bestRange = 0...0
        func expand(_ l: Int, _ r: Int) {
            var l = l, r = r
            while l >= 0, r < chars.count, chars[l] == chars[r] { l -= 1; r += 1 }
            if r - l - 2 > bestRange.count - 1 { bestRange = (l + 1)...(r - 1) }
        }
        for i in chars.indices { expand(i, i); expand(i, i + 1) }
        return String(chars[bestRange])
    }
    func reverseWords(_ s: String) -> String {
        s.split(separator: " ").reversed().joined(separator: " ")
    }
}

let solution = Solution()
for s in ["abcabcbb", "bbbbb", "pwwkew", ""] { print("\"\(s)\" ->", solution.lengthOfLongestSubstring(s)) }
for s in ["babad", "cbbd", "a", "forgeeksskeegfor"] { print("\"\(s)\" ->", solution.longestPalindrome(s)) }
print(solution.reverseWords("  the sky   is blue "), "|", solution.reverseWords("a"))
