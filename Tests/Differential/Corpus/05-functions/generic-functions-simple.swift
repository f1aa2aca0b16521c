// Simple generic functions: swap values, find index, and a generic pair maker.
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someString = "hello"
var anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind { return index }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pair(1, "one"), pair([1], nil as Int?))
func largest<T: Comparable>(_ items: T...) -> T { items.max()! }
print(largest(3, 9, 2), largest("pear", "apple"))
