// Advent of Code style: parse a multi-line string literal, with #line after it.
let input = """
    467..114..
    ...*......
    ..35..633.
    ......#...
    617*......
    """
let lineAfter = #line
let grid = input.split(separator: "\n").map(Array.init)
var numbers: [(Int, Int, Int)] = []
for (r, row) in grid.enumerated() {
    var c = 0
    while c < row.count {
        if row[c].isNumber {
            let start = c
            while c < row.count, row[c].isNumber { c += 1 }
            numbers.append((Int(String(row[start..<c]))!, r, start))
        } else { c += 1 }
    }
}
print(numbers.map { $0.0 }, numbers.count)
let symbols = grid.enumerated().flatMap { r, row in row.enumerated().filter { !$0.1.isNumber && $0.1 != "." }.map { (r, $0.0) } }
print("symbols:", symbols)
let part1 = numbers.filter { n, r, c in
    let len = String(n).count
    return symbols.contains { abs($0.0 - r) <= 1 && $0.1 >= c - 1 && $0.1 <= c + len }
}.map(\.0).reduce(0, +)
print("Part 1:", part1, "line", lineAfter, #line)
