// Initialiser chaining across three levels with prints showing the two-phase order.
class Base {
    let id: Int
    init(id: Int) {
        self.id = id
        print("Base.init id=\(id)")
    }
}
class Middle: Base {
    let label: String
    init(id: Int, label: String) {
        self.label = label
        print("Middle.init phase 1 label=\(label)")
        super.init(id: id)
        print("Middle.init phase 2 sees id=\(self.id)")
    }
}
class Leaf: Middle {
    var extra: [String]
    init() {
        extra = ["x"]
        super.init(id: 7, label: "leaf")
        extra.append(label)
        print("Leaf.init done, extra=\(extra)")
    }
}
let leaf = Leaf()
print(leaf.id, leaf.label, leaf.extra)
