// A pricing rule fetched asynchronously as a closure-typed top-level constant, applied by a struct and a function.
func fetchDiscount() async -> Int { 15 }
func makeRule(percent: Int) async -> (Int) -> Int { { price in price - price * percent / 100 } }
let applyDiscount: (Int) -> Int = await makeRule(percent: await fetchDiscount())
func makeFormatter() async -> (Int) -> String { { "$\($0 / 100).\($0 % 100)" } }
let formatter = await makeFormatter()
struct Cart {
    let items: [Int]
    var total: Int { items.map(applyDiscount).reduce(0, +) }
}
func receipt(_ cart: Cart) -> String { "total " + String(cart.total) }
print(receipt(Cart(items: [1000, 2550, 399])), applyDiscount(200), formatter(1234))
