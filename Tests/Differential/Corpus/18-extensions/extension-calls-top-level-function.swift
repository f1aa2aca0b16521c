// Extension methods calling top-level functions and reading top-level constants of the program.
let currencySymbol = "₼"
func format(cents: Int) -> String { "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100) \(currencySymbol)" }
struct Price { var cents: Int }
extension Price: CustomStringConvertible {
    var description: String { format(cents: cents) }
    func adding(percent: Int) -> Price { Price(cents: cents + cents * percent / 100) }
}
let coffee = Price(cents: 350)
print(coffee, coffee.adding(percent: 18))
print([Price(cents: 5), Price(cents: 1099)])
