// while and repeat-while loops: a small snakes-and-ladders game with fixed dice.
let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
var turns = 0
while square < finalSquare {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    square += diceRoll
    if square < board.count { square += board[square] }
    turns += 1
}
print("Game over after \(turns) turns at square \(square)")
var n = 0
repeat {
    print("repeat body runs with n = \(n)")
    n += 10
} while n < 25
var countdown = 3
while countdown > 0 { print(countdown, terminator: "… "); countdown -= 1 }
print("liftoff")
