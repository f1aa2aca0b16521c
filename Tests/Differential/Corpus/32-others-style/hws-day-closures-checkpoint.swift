// Hacking with Swift day style: closures as parameters, trailing closures, capturing values, checkpoints.
let team = ["Gloria", "Suzanne", "Piper", "Tiffany", "Tasha"]
let captainFirstTeam = team.sorted(by: { (name1: String, name2: String) -> Bool in
    if name1 == "Suzanne" { return true } else if name2 == "Suzanne" { return false }
    return name1 < name2
})
print(captainFirstTeam)
let tOnly = team.filter { $0.hasPrefix("T") }
print(tOnly)
let uppercaseTeam = team.map { $0.uppercased() }
print(uppercaseTeam)
func animate(duration: Double, animations: () -> Void) {
    print("Starting a \(duration) second animation…")
    animations()
}
animate(duration: 3) { print("Fade out the image") }
func makeIncrementer() -> () -> Int { var count = 0; return { count += 1; return count } }
let inc = makeIncrementer()
print(inc(), inc(), inc())
// Checkpoint 5
let luckyNumbers = [7, 4, 38, 21, 16, 15, 12, 33, 31, 49]
luckyNumbers.filter { !$0.isMultiple(of: 2) }.sorted().map { "\($0) is a lucky number" }.forEach { print($0) }
