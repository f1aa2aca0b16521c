// Advent of Code 2022 day 5 style: parse a crate drawing and move instructions, with a mutating global.
let drawing = """
    [D]    
[N] [C]    
[Z] [M] [P]
 1   2   3 
"""
let instructions = """
move 1 from 2 to 1
move 3 from 1 to 3
move 2 from 2 to 1
move 1 from 1 to 2
"""

var stacks: [[Character]] = []

func parseDrawing() {
    let rows = drawing.split(separator: "\n").dropLast().map(Array.init)
    let count = (rows.map(\.count).max()! + 1) / 4
    stacks = Array(repeating: [], count: count)
    for row in rows.reversed() {
        for i in 0..<count where 4 * i + 1 < row.count && row[4 * i + 1] != " " { stacks[i].append(row[4 * i + 1]) }
    }
}

func run(keepOrder: Bool) -> String {
    parseDrawing()
    for line in instructions.split(separator: "\n") {
        let n = line.split(separator: " ").compactMap { Int($0) }
        let moved = stacks[n[1] - 1].suffix(n[0])
        stacks[n[1] - 1].removeLast(n[0])
        stacks[n[2] - 1] += keepOrder ? Array(moved) : moved.reversed()
    }
    return String(stacks.compactMap(\.last))
}

print("CrateMover 9000:", run(keepOrder: false))
print("CrateMover 9001:", run(keepOrder: true))
print(stacks.map { String($0) })
