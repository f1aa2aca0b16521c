// shadowing: a type named like a global function in a local scope, a global named like a member
func format(_ n: Int) -> String { "#\(n)" }
let count = 99
struct Bag {
    var items = [1, 2, 3]
    var count: Int { items.count }
    func both() -> String { "member \(count), global \(main.count)" }
}
print(format(5))
print(Bag().both())
do {
    struct format {
        let text: String
        init(_ n: Int) { text = "local type \(n)" }
    }
    print(format(6).text)
    print(main.format(6))
}
func describe() -> String { "global describe" }
extension Bag { func describe() -> String { "Bag.describe -> " + main.describe() } }
print(Bag().describe())
let max = 3
print(Swift.max(max, 10), max)
