// CustomReflectable with display styles; dump with name, indent, maxDepth and maxItems.
struct Account: CustomReflectable {
    let owner: String
    let balance: Int
    var customMirror: Mirror {
        Mirror(self, children: ["owner": owner, "cents": balance * 100], displayStyle: .class)
    }
}
struct Pair { let a: Int; let b: [Int] }
let acc = Account(owner: "Ada", balance: 3)
dump(acc)
dump(acc, name: "acc")
dump(acc, name: "deep", indent: 4)
dump(Pair(a: 1, b: [1, 2, 3, 4, 5]), maxItems: 3)
dump(Pair(a: 1, b: [1, 2, 3, 4, 5]), maxDepth: 1)
dump([Pair(a: 2, b: [])], name: "list", indent: 2, maxDepth: 2, maxItems: 10)
let m = Mirror(reflecting: acc)
print(m.subjectType, m.displayStyle as Any, m.children.count)
print(String(reflecting: m.subjectType))
for c in m.children { print(c.label ?? "-", c.value) }
print(acc)
