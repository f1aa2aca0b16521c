// LeetCode style: class Solution with a stack-based isValid and a tiny hand-written test loop.
class Solution {
    func isValid(_ s: String) -> Bool {
        var stack: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        for ch in s {
            if let open = pairs[ch] {
                guard stack.popLast() == open else { return false }
            } else {
                stack.append(ch)
            }
        }
        return stack.isEmpty
    }
}

let cases: [(String, Bool)] = [("()", true), ("()[]{}", true), ("(]", false), ("([)]", false), ("{[]}", true), ("", true), ("((", false)]
let sol = Solution()
var failures = 0
for (input, expected) in cases {
    let got = sol.isValid(input)
    if got != expected { failures += 1 }
    print("isValid(\"\(input)\") = \(got)\(got == expected ? "" : "  <-- expected \(expected)")")
}
print(failures == 0 ? "All tests passed" : "\(failures) failed")
