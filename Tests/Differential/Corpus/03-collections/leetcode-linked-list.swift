// Linked-list problems with a ListNode class: build, reverse, merge two sorted lists, find the middle.
public class ListNode {
    public var val: Int
    public var next: ListNode?
    public init(_ val: Int, _ next: ListNode? = nil) { self.val = val; self.next = next }
}

extension ListNode: CustomStringConvertible {
    public var description: String {
        var parts: [String] = [], node: ListNode? = self
        while let n = node { parts.append(String(n.val)); node = n.next }
        return parts.joined(separator: "→")
    }
    static func make(_ values: [Int]) -> ListNode? {
        values.reversed().reduce(nil) { ListNode($1, $0) }
    }
}

func reverseList(_ head: ListNode?) -> ListNode? {
    var prev: ListNode? = nil, current = head
    while let node = current {
        current = node.next
        node.next = prev
        prev = node
    }
    return prev
}

func mergeTwoLists(_ a: ListNode?, _ b: ListNode?) -> ListNode? {
    guard let a else { return b }
    guard let b else { return a }
    if a.val <= b.val { a.next = mergeTwoLists(a.next, b); return a }
    b.next = mergeTwoLists(a, b.next)
    return b
}

func middleNode(_ head: ListNode?) -> ListNode? {
    var slow = head, fast = head
    while fast?.next != nil { slow = slow?.next; fast = fast?.next?.next }
    return slow
}

let list = ListNode.make([1, 2, 3, 4, 5])
print(list!, "middle", middleNode(list)!.val)
print(reverseList(list) as Any)
print(mergeTwoLists(ListNode.make([1, 2, 4]), ListNode.make([1, 3, 4])) as Any)
print(mergeTwoLists(nil, ListNode.make([0])) as Any, mergeTwoLists(nil, nil) as Any)
print(middleNode(ListNode.make([1, 2, 3, 4, 5, 6]))?.val as Any)
