// inout parameters: swapping, mutating arrays and struct fields passed with &.
func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
func appendSquares(upTo n: Int, into list: inout [Int]) {
    for i in 1...n { list.append(i * i) }
}
var squares: [Int] = []
appendSquares(upTo: 4, into: &squares)
print(squares)
struct Counter { var value = 0 }
func bump(_ counter: inout Counter, by amount: Int = 1) { counter.value += amount }
var c = Counter()
bump(&c)
bump(&c, by: 5)
print(c.value)
var words = ["b": 1]
func addEntry(_ dict: inout [String: Int], _ key: String) { dict[key, default: 0] += 10 }
addEntry(&words, "a"); addEntry(&words, "b")
print(words.sorted { $0.key < $1.key })
