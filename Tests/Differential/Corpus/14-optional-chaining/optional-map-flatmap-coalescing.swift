// Optional map/flatMap, chained nil-coalescing and optional comparisons.
let input: String? = "42"
let missing: String? = nil
print(input.map { Int($0) } as Any)
print(input.flatMap { Int($0) } as Any)
print(missing.flatMap { Int($0) } ?? 0)
let first: Int? = nil, second: Int? = nil, third: Int? = 3
print(first ?? second ?? third ?? 0)
print(Optional(3) == 3, Optional<Int>.none == nil, (nil as Int?) != 0)
let lengths = ["abc", nil, "de"].map { $0?.count }
print(lengths)
let total = lengths.reduce(0) { $0 + ($1 ?? 0) }
print(total)
var maybeList: [Int]? = [3, 1, 2]
maybeList?.sort()
maybeList?.append(9)
print(maybeList ?? [], maybeList?.first as Any)
