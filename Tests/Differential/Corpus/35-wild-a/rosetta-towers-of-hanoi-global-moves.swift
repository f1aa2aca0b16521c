// Rosetta Code: Towers of Hanoi, recursion through a global move counter and an inout peg array.
var moves = 0
var pegs: [[Int]] = [[4, 3, 2, 1], [], []]

func hanoi(_ n: Int, from: Int, to: Int, via: Int) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to)
    let disk = pegs[from].removeLast()
    pegs[to].append(disk)
    moves += 1
    if moves <= 5 { print("Move disk \(disk) from \(from + 1) to \(to + 1)") }
    hanoi(n - 1, from: via, to: to, via: from)
}

hanoi(4, from: 0, to: 2, via: 1)
print("... \(moves) moves in total")
print(pegs)
