// An abstract-style base class whose subclasses override every hook; the base hook is never called.
class Operation {
    let name: String
    init(name: String) { self.name = name }
    func execute(_ x: Int) -> Int { fatalError("subclasses must override execute") }
    func run(_ x: Int) { print("\(name)(\(x)) = \(execute(x))") }
}
final class Square: Operation {
    init() { super.init(name: "square") }
    override func execute(_ x: Int) -> Int { x * x }
}
final class Negate: Operation {
    init() { super.init(name: "negate") }
    override func execute(_ x: Int) -> Int { -x }
}
let ops: [Operation] = [Square(), Negate()]
for op in ops { op.run(9) }
print(ops.reduce(3) { $1.execute($0) })
