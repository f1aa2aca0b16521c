// Labeled loops: break and continue targeting an outer loop.
let grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
outer: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() {
        if value < 0 {
            print("negative at \(r),\(c); stopping")
            break outer
        }
        print("visit", value)
    }
}
var found: [Int] = []
rows: for row in grid {
    for value in row where value % 2 == 0 {
        found.append(value)
        continue rows
    }
}
print("first even per row:", found)
var attempts = 0
search: while true {
    attempts += 1
    switch attempts {
    case 3: break search
    default: continue search
    }
}
print("attempts:", attempts)
