// main.swift — a final method cannot be overridden in a subclass
class Shape {
    final func describe() -> String { "a shape" }
}

class Circle: Shape {
    override func describe() -> String { "a circle" }
}

print(Circle().describe())
