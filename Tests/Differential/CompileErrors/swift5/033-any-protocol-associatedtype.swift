// main.swift — through any Container, the associated type Item is erased to Any
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}

struct Box: Container {
    var items = [1, 2, 3]
}

let boxes: [any Container] = [Box()]
let sum: Int = boxes[0].items.reduce(0, +)
print(sum)
