// for-in with where clauses, case patterns, tuples and ignoring the value with _.
let base = 3, power = 10
var answer = 1
for _ in 1...power { answer *= base }
print("\(base) to the power of \(power) is \(answer)")
for n in 1...20 where n % 6 == 0 { print("multiple of 6:", n) }
let optionals: [Int?] = [1, nil, 3, nil, 5]
for case let value? in optionals { print("value", value) }
enum Shape { case circle(Double), square(Double) }
let shapes: [Shape] = [.circle(1), .square(2), .circle(3)]
for case .circle(let r) in shapes { print("circle radius", r) }
let dict = ["b": 2, "a": 1]
for (key, value) in dict.sorted(by: { $0.key < $1.key }) { print(key, value) }
for (i, ch) in "abc".enumerated() where i != 1 { print(i, ch) }
