// Labelled statements, declarations and statements mixed on lines with semicolons and comments
var found: [Int] = []; struct Cell { let r, c: Int }; func isTarget(_ v: Int) -> Bool { v % 4 == 0 }
let grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]] /* 3×3 */; var visited = 0
search: for (r, row) in grid.enumerated() { for (c, v) in row.enumerated() { visited += 1; if isTarget(v) { found.append(v); print("at", Cell(r: r, c: c)); break search } } }
print(found, visited); enum Step { case a, b }; let s: Step = .b; print(s)
