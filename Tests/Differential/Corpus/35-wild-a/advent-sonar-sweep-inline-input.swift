// Advent of Code style: puzzle input as a multiline literal, part1/part2 as top-level functions, globals parsed once.
let input = """
199
200
208
210
200
207
240
269
260
263
"""

let depths = input.split(separator: "\n").compactMap { Int($0) }

func part1() -> Int {
    zip(depths, depths.dropFirst()).filter { $0 < $1 }.count
}

func part2() -> Int {
    let windows: [Int] = (0..<(depths.count - 2)).map { (i: Int) -> Int in
        let window = depths[i...(i + 2)]
        return window.reduce(0, +)
    }
    return zip(windows, windows.dropFirst()).filter { $0 < $1 }.count
}

print("Part 1:", part1())
print("Part 2:", part2())
