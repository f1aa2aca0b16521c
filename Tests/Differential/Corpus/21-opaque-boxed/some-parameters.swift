// 'some' in parameter position as shorthand for generics, with Collection and Equatable.
func sum(_ values: some Collection<Int>) -> Int { values.reduce(0, +) }
print(sum([1, 2, 3]), sum(Set([4])), sum(1...10))
func isPalindrome(_ s: some StringProtocol) -> Bool { s.lowercased() == String(s.lowercased().reversed()) }
print(isPalindrome("Kayak"), isPalindrome("Swift"), isPalindrome("ana"[...]))
func same(_ a: some Equatable, _ b: some Equatable) -> Bool {
    guard let b = b as? (any Equatable) else { return false }
    return "\(a)" == "\(b)"
}
print(same(1, 1), same("1", 2))
func printAll(_ items: some Sequence<String>) { for item in items { print("-", item) } }
printAll(["a", "b"])
printAll(["z": 1].keys)
