// Nested generic types, closures returning closures, and generic functions over lines
struct Pipeline<Input, Output> {
    let run: (Input) -> Output
    func then<Next>(_ next: @escaping (Output) -> Next) -> Pipeline<Input, Next> {
        Pipeline<Input, Next> { input in next(self.run(input)) }
    }
}
func lift<A, B>(_ f: @escaping (A) -> B) -> Pipeline<A, B> { Pipeline(run: f) }
let parse = lift { (s: String) in s.split(separator: ",").compactMap { Int($0) } }
    .then { $0.filter { $0 > 0 } }
    .then { numbers -> (count: Int, sum: Int) in (numbers.count, numbers.reduce(0, +)) }
let result = parse.run("4,-1,x,6")
print(result, result.sum)
let adders: [(Int) -> (Int) -> Int] = [{ a in { b in a + b } }, { a in { b in a * b } }]
print(adders.map { $0(3)(4) })
