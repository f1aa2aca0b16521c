// An associated type with constraints and a primary associated type used as some Store<Int>.
protocol Store<Value> {
    associatedtype Value: Comparable
    var values: [Value] { get set }
}
extension Store {
    mutating func insert(_ v: Value) {
        let index = values.firstIndex { $0 > v } ?? values.endIndex
        values.insert(v, at: index)
    }
    var largest: Value? { values.last }
}
struct Scores: Store { var values: [Int] = [] }
struct Names: Store { var values: [String] = [] }
var scores = Scores()
[40, 10, 30].forEach { scores.insert($0) }
print(scores.values, scores.largest as Any)
var names = Names()
["Zeynəb", "Arif", "Murad"].forEach { names.insert($0) }
print(names.values)
func top<S: Store<Int>>(_ s: S) -> Int { s.largest ?? -1 }
print(top(scores))
