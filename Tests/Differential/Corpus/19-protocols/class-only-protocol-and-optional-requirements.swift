// Class-only protocols (AnyObject) and "optional" requirements modelled with default implementations.
protocol CounterDataSource: AnyObject {
    var fixedIncrement: Int? { get }
    func increment(forCount count: Int) -> Int?
}
extension CounterDataSource {
    var fixedIncrement: Int? { nil }
    func increment(forCount count: Int) -> Int? { nil }
}
final class Counter {
    var count = 0
    weak var dataSource: CounterDataSource?
    func increment() {
        if let amount = dataSource?.increment(forCount: count) { count += amount }
        else if let amount = dataSource?.fixedIncrement { count += amount }
    }
}
final class ThreeSource: CounterDataSource { var fixedIncrement: Int? { 3 } }
final class TowardsZeroSource: CounterDataSource {
    func increment(forCount count: Int) -> Int? { count == 0 ? 0 : (count < 0 ? 1 : -1) }
}
let counter = Counter()
let three = ThreeSource()
counter.dataSource = three
for _ in 1...4 { counter.increment(); print(counter.count) }
let towards = TowardsZeroSource()
counter.count = -4
counter.dataSource = towards
for _ in 1...5 { counter.increment(); print(counter.count) }
