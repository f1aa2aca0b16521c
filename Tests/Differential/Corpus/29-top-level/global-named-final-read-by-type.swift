// A football app whose top-level constants are named `final` and `optional`, read by a function and a struct.
let final = "Galatasaray - Fenerbahçe"
var optional: Int? = 90
func headline() -> String { "Final: \(final), minute \(optional ?? 0)" }
struct Banner {
    var text: String { final.uppercased() }
}
print(headline())
print(Banner().text)
