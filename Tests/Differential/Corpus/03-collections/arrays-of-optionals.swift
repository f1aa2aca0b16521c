// Arrays of optionals, nested arrays, and equality of collections.
let maybe: [Int?] = [1, nil, 3]
print(maybe)
print(maybe.compactMap { $0 })
print(maybe.map { $0 ?? 0 })
let matrix = [[1, 2, 3], [4, 5, 6]]
let transposed = (0..<3).map { col in matrix.map { $0[col] } }
print(transposed)
print([1, 2] == [1, 2], [1, 2] == [2, 1], Set([1, 2]) == Set([2, 1]))
print(["a": 1] == ["a": 1])
let empty: [String] = []
print(empty, empty.first as Any, empty.isEmpty)
print([[String]](), [String: Int]())
