// Labeled loops, continue and break with labels, and a top-level guard whose else is never taken.
let grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
guard !grid.isEmpty else { fatalError("empty grid") }
var visited: [Int] = []
outer: for row in grid {
    inner: for value in row {
        if value < 0 { continue outer }
        if value > 7 { break outer }
        visited.append(value)
        if value == 2 { continue inner }
    }
}
print(visited)
var n = 0
search: while true {
    n += 1
    switch n {
    case 5: break search
    default: continue search
    }
}
print("stopped at", n)
