// Existentials of protocols with associated types (any Collection<Int>), opened by generic calls.
protocol Source<Output> {
    associatedtype Output
    func next() -> Output
}
struct Constant: Source { let value: Int; func next() -> Int { value } }
final class Counter: Source { var n = 0; func next() -> Int { n += 1; return n } }
struct Echo: Source { func next() -> String { "echo" } }
let sources: [any Source<Int>] = [Constant(value: 7), Counter(), Counter()]
print(sources.map { $0.next() }, sources.map { $0.next() })
func pull<S: Source>(_ s: S, times: Int) -> [S.Output] { (0..<times).map { _ in s.next() } }
let anySource: any Source = Echo()
print(pull(anySource, times: 2).count)
let collections: [any Collection<Int>] = [[1, 2], Set([5]), 1...3]
print(collections.map { $0.count })
