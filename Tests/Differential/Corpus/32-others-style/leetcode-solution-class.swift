// LeetCode style: class Solution with several problems and a tiny test harness.
class Solution {
    func climbStairs(_ n: Int) -> Int {
        var (a, b) = (1, 1)
        for _ in 0..<n { (a, b) = (b, a + b) }
        return a
    }
    func isValid(_ s: String) -> Bool {
        var stack: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        for c in s {
            if let open = pairs[c] { if stack.popLast() != open { return false } } else { stack.append(c) }
        }
        return stack.isEmpty
    }
    func maxProfit(_ prices: [Int]) -> Int {
        var low = Int.max, best = 0
        for p in prices { low = min(low, p); best = max(best, p - low) }
        return best
    }
}
public class ListNode {
    public var val: Int; public var next: ListNode?
    public init(_ val: Int) { self.val = val; self.next = nil }
}
extension Solution {
    func reverseList(_ head: ListNode?) -> ListNode? {
        var prev: ListNode? = nil, cur = head
        while let n = cur { cur = n.next; n.next = prev; prev = n }
        return prev
    }
}
let sol = Solution()
print(sol.climbStairs(5), sol.isValid("()[]{}"), sol.isValid("(]"), sol.maxProfit([7, 1, 5, 3, 6, 4]))
var head: ListNode? = nil
for v in [3, 2, 1] { let n = ListNode(v); n.next = head; head = n }
var out: [Int] = []
var node = sol.reverseList(head)
while let n = node { out.append(n.val); node = n.next }
print(out, type(of: sol), head.map { type(of: $0) } as Any)
