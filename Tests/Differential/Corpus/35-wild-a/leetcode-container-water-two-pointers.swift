// LeetCode two-pointer problems in a Solution class: container with most water, 3Sum, remove duplicates in place.
class Solution {
    func maxArea(_ height: [Int]) -> Int {
        var l = 0, r = height.count - 1, best = 0
        while l < r {
            best = max(best, min(height[l], height[r]) * (r - l))
            if height[l] < height[r] { l += 1 } else { r -= 1 }
        }
        return best
    }
    func threeSum(_ nums: [Int]) -> [[Int]] {
        let n = nums.sorted()
        var out: [[Int]] = []
        for i in n.indices where i == 0 || n[i] != n[i - 1] {
            var l = i + 1, r = n.count - 1
            while l < r {
                let s = n[i] + n[l] + n[r]
                if s < 0 { l += 1 } else if s > 0 { r -= 1 } else {
                    out.append([n[i], n[l], n[r]])
                    l += 1
                    while l < r && n[l] == n[l - 1] { l += 1 }
                }
            }
        }
        return out
    }
    func removeDuplicates(_ nums: inout [Int]) -> Int {
        guard !nums.isEmpty else { return 0 }
        var k = 1
        for i in 1..<nums.count where nums[i] != nums[k - 1] { nums[k] = nums[i]; k += 1 }
        return k
    }
}

let solution = Solution()
print(solution.maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]), solution.maxArea([1, 1]))
print(solution.threeSum([-1, 0, 1, 2, -1, -4]), solution.threeSum([0, 0, 0, 0]))
var nums = [0, 0, 1, 1, 1, 2, 2, 3, 3, 4]
let k = solution.removeDuplicates(&nums)
print(k, Array(nums.prefix(k)))
