// Interview prep: labeled loops searching a grid, with continue outer and break outer.
let grid = [
    [3, 8, 1, 9],
    [0, 4, 7, 2],
    [6, 5, 0, 11],
]
var firstZero: (row: Int, col: Int)?
search: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() where value == 0 {
        firstZero = (r, c)
        break search
    }
}
print("first zero:", firstZero.map { "(\($0.row), \($0.col))" } ?? "none")

var rowsWithoutBig: [Int] = []
rows: for (r, row) in grid.enumerated() {
    for value in row where value > 8 { continue rows }
    rowsWithoutBig.append(r)
}
print("rows without values above 8:", rowsWithoutBig)
var steps = 0
countdown: while true {
    steps += 1
    switch steps {
    case 3: continue countdown
    case 5: break countdown
    default: print("step", steps)
    }
}
