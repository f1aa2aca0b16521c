// main.swift — actor-isolated properties cannot be mutated from outside the actor
// fails the same way in Swift 5
actor Scoreboard {
    var points = 0
}

func reward(_ board: Scoreboard) async {
    board.points += 10
}
