// Memory safety chapter examples written the safe way: copies before inout, distinct properties, local structs.
var stepSize = 1
func increment(_ number: inout Int) { number += stepSize }
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print("stepSize", stepSize)

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print(playerOneScore, playerTwoScore)

struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() { health = Player.maxHealth }
    mutating func shareHealth(with teammate: inout Player) { balance(&teammate.health, &health) }
}
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print(oscar.health, maria.health)

func someFunction() {
    var local = Player(name: "Ümit", health: 4, energy: 8)
    balance(&local.health, &local.energy)
    print(local.name, local.health, local.energy)
}
someFunction()
var holly = Player(name: "Holly", health: 3, energy: 9)
holly.restoreHealth()
var stats = (health: 10, energy: 20)
var health = stats.health, energy = stats.energy
balance(&health, &energy)
stats = (health, energy)
print(holly.health, stats)
