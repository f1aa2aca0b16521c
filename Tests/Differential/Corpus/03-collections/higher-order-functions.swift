// map, filter, reduce, compactMap, flatMap, sorted(by:) and chaining.
let numbers = [5, 3, 8, 1, 9, 2]
print(numbers.map { $0 * $0 })
print(numbers.filter { $0.isMultiple(of: 2) })
print(numbers.reduce(0, +), numbers.reduce(into: "") { $0 += String($1) })
print(numbers.sorted(), numbers.sorted(by: >))
let strings = ["1", "two", "3", "4x", "5"]
print(strings.compactMap { Int($0) })
let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 }, nested.joined().count)
print(numbers.min()!, numbers.max()!, numbers.first(where: { $0 > 5 })!)
print(numbers.allSatisfy { $0 > 0 }, numbers.contains { $0 > 8 })
let total = numbers.filter { $0 > 2 }.map { $0 * 10 }.reduce(0, +)
print("total:", total)
print(Array(numbers.prefix(while: { $0 != 1 })), Array(numbers.drop(while: { $0 != 1 })))
print(zip(["a", "b", "c"], numbers).map { "\($0)\($1)" })
