// Sliding-window solutions: longest substring without repeats, max sum window, minimum window length.
func lengthOfLongestSubstring(_ s: String) -> Int {
    var lastSeen: [Character: Int] = [:]
    var best = 0, left = 0
    for (right, ch) in s.enumerated() {
        if let prev = lastSeen[ch], prev >= left { left = prev + 1 }
        lastSeen[ch] = right
        best = max(best, right - left + 1)
    }
    return best
}

func maxSum(_ nums: [Int], window k: Int) -> (sum: Int, start: Int) {
    var current = nums[0..<k].reduce(0, +)
    var best = (sum: current, start: 0)
    for i in k..<nums.count {
        current += nums[i] - nums[i - k]
        if current > best.sum { best = (current, i - k + 1) }
    }
    return best
}

func minSubArrayLen(_ target: Int, _ nums: [Int]) -> Int {
    var left = 0, sum = 0, best = Int.max
    for right in nums.indices {
        sum += nums[right]
        while sum >= target {
            best = min(best, right - left + 1)
            sum -= nums[left]
            left += 1
        }
    }
    return best == .max ? 0 : best
}

for s in ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf", "şeker şişe"] {
    print("\"\(s)\" ->", lengthOfLongestSubstring(s))
}
print(maxSum([1, 4, 2, 10, 23, 3, 1, 0, 20], window: 4))
let result = maxSum([5, -2, 9, -9, 4], window: 2)
print("best \(result.sum) starting at \(result.start)")
print(minSubArrayLen(7, [2, 3, 1, 2, 4, 3]), minSubArrayLen(4, [1, 4, 4]), minSubArrayLen(11, [1, 1, 1]))
