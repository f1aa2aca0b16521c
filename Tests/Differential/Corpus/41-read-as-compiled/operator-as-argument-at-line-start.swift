// Operator references as arguments on lines of their own, in a call that spans lines
func apply(_ a: Int, _ b: Int, _ operations: ((Int, Int) -> Int)...) -> [Int] {
    operations.map { $0(a, b) }
}
let results = apply(
    12, 4,
    +,
    -,
    /
)
print(results)
print(apply(7, 2, %, *))
let ordered = [5, 3, 9].sorted(by: <)
print(ordered, [5, 3, 9].max(by: <)!)
