// LeetCode binary tree problems: TreeNode class built from a level-order array, BFS levels, max depth, invert.
public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init(_ val: Int) { self.val = val }
}

func build(_ values: [Int?]) -> TreeNode? {
    guard let first = values.first, let rootValue = first else { return nil }
    let root = TreeNode(rootValue)
    var queue = [root], i = 1
    while i < values.count {
        let node = queue.removeFirst()
        if let v = values[i] { node.left = TreeNode(v); queue.append(node.left!) }
        i += 1
        if i < values.count, let v = values[i] { node.right = TreeNode(v); queue.append(node.right!) }
        i += 1
    }
    return root
}

class Solution {
    func levelOrder(_ root: TreeNode?) -> [[Int]] {
        var result: [[Int]] = [], level = [root].compactMap { $0 }
        while !level.isEmpty {
            result.append(level.map(\.val))
            level = level.flatMap { [$0.left, $0.right].compactMap { $0 } }
        }
        return result
    }
    func maxDepth(_ root: TreeNode?) -> Int { root.map { 1 + max(maxDepth($0.left), maxDepth($0.right)) } ?? 0 }
    func invertTree(_ root: TreeNode?) -> TreeNode? {
        guard let root else { return nil }
        (root.left, root.right) = (invertTree(root.right), invertTree(root.left))
        return root
    }
}

let sol = Solution()
let tree = build([3, 9, 20, nil, nil, 15, 7])
print(sol.levelOrder(tree), sol.maxDepth(tree))
print(sol.levelOrder(sol.invertTree(build([4, 2, 7, 1, 3, 6, 9]))))
print(sol.levelOrder(nil), sol.maxDepth(build([1, nil, 2])))
