// Closures capturing a local variable: independent incrementers sharing no state.
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}
let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen(), incrementByTen())
