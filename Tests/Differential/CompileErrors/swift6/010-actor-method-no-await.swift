// main.swift — calling an actor method from outside needs await
// fails the same way in Swift 5
actor Inventory {
    var items: [String: Int] = [:]

    func add(_ name: String) { items[name, default: 0] += 1 }
}

func stock(_ inventory: Inventory) async {
    inventory.add("apple")
}
