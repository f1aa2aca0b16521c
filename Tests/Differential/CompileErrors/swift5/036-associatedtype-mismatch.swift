// main.swift — the associated type inferred from one member conflicts with another
protocol Stack {
    associatedtype Element
    mutating func push(_ element: Element)
    func peek() -> Element?
}

struct IntStack: Stack {
    var storage: [Int] = []
    mutating func push(_ element: Int) { storage.append(element) }
    func peek() -> String? { storage.last.map(String.init) }
}

var stack = IntStack()
stack.push(1)
print(stack.peek() ?? "empty")
