// Advent of Code 2020 day 1 style: find entries summing to 2020 with a Set, then a triple with nested loops.
let report = """
1721
979
366
299
675
1456
"""

let entries = report.split(separator: "\n").map { Int($0)! }

func pair(summingTo target: Int, in values: [Int]) -> (Int, Int)? {
    var seen = Set<Int>()
    for v in values {
        if seen.contains(target - v) { return (target - v, v) }
        seen.insert(v)
    }
    return nil
}

func triple(summingTo target: Int) -> (Int, Int, Int)? {
    for (i, a) in entries.enumerated() {
        if let (b, c) = pair(summingTo: target - a, in: Array(entries[(i + 1)...])) { return (a, b, c) }
    }
    return nil
}

if let (a, b) = pair(summingTo: 2020, in: entries) { print("part 1: \(a) * \(b) = \(a * b)") }
if let (a, b, c) = triple(summingTo: 2020) { print("part 2: \(a) * \(b) * \(c) = \(a * b * c)") }
print(pair(summingTo: 1, in: entries) as Any)
