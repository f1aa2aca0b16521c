// LeetCode warm-ups: two sum with a dictionary, group anagrams and valid anagram, sorted output.
class Solution {
    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
        var seen = [Int: Int]()
        for (i, n) in nums.enumerated() {
            if let j = seen[target - n] { return [j, i] }
            seen[n] = i
        }
        return []
    }

    func groupAnagrams(_ strs: [String]) -> [[String]] {
        var groups = [String: [String]]()
        for s in strs { groups[String(s.sorted()), default: []].append(s) }
        return groups.values.map { $0.sorted() }.sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
    }

    func isAnagram(_ s: String, _ t: String) -> Bool {
        var counts = [Character: Int]()
        s.forEach { counts[$0, default: 0] += 1 }
        t.forEach { counts[$0, default: 0] -= 1 }
        return counts.values.allSatisfy { $0 == 0 }
    }
}

let solution = Solution()
print(solution.twoSum([2, 7, 11, 15], 9))
print(solution.twoSum([3, 2, 4], 6))
print(solution.twoSum([1, 2], 7))
print(solution.groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]))
print(solution.groupAnagrams([""]), solution.groupAnagrams(["a"]))
print(solution.isAnagram("anagram", "nagaram"), solution.isAnagram("rat", "car"))
print(solution.isAnagram("kılıç", "çılık"))
