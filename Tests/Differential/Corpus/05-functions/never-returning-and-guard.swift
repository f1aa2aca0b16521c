// A function returning Never used in a guard's else branch that is never taken.
func fail(_ message: String) -> Never {
    fatalError(message)
}
func requirePositive(_ n: Int) -> Int {
    guard n > 0 else { fail("not positive: \(n)") }
    return n
}
print(requirePositive(5))
print(requirePositive(12) * 2)
guard let value = Int("8") else { fail("bad number") }
print(value)
