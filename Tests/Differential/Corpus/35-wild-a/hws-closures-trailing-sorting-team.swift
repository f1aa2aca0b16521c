// Hacking with Swift closures day: sorted(by:) with a named function, trailing closures, shorthand, captures.
let team = ["Gloria", "Suzanne", "Piper", "Tiffany", "Tasha"]

func captainFirstSorted(name1: String, name2: String) -> Bool {
    if name1 == "Suzanne" { return true }
    if name2 == "Suzanne" { return false }
    return name1 < name2
}

print(team.sorted(by: captainFirstSorted))
let captainFirstTeam = team.sorted { a, b in
    if a == "Suzanne" { return true } else if b == "Suzanne" { return false }
    return a < b
}
print(captainFirstTeam)
print(team.filter { $0.hasPrefix("T") })
print(team.map { $0.uppercased() })
print(team.sorted { $0 > $1 }.first!)

func makeArray(size: Int, using generator: () -> Int) -> [Int] { (0..<size).map { _ in generator() } }
var seed = 7
let numbers = makeArray(size: 5) {
    seed = (seed * 31 + 11) % 100
    return seed
}
print(numbers)

func doImportantWork(first: () -> Void, second: () -> Void, third: () -> Void) {
    print("About to start first work"); first()
    print("About to start second work"); second()
    print("About to start third work"); third()
    print("Done!")
}
doImportantWork {
    print("This is the first work")
} second: {
    print("This is the second work")
} third: {
    print("This is the third work")
}
let luckyNumbers = [7, 4, 38, 21, 16, 15, 12, 33, 31, 49]
luckyNumbers.filter { !$0.isMultiple(of: 2) }.sorted().map { "\($0) is a lucky number" }.forEach { print($0) }
