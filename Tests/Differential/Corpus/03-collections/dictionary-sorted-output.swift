// Dictionaries: updating, removing, default subscripts, printed only in sorted key order.
var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
if let oldValue = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("The old value for DUB was \(oldValue).")
}
airports["APL"] = "Apple International"
airports["APL"] = nil
if let removedValue = airports.removeValue(forKey: "DUB") { print("Removed \(removedValue).") }
print("count:", airports.count)
for (code, name) in airports.sorted(by: { $0.key < $1.key }) { print("\(code): \(name)") }
let airportCodes = [String](airports.keys).sorted()
print(airportCodes)
print(airports.values.sorted())
var scores: [String: Int] = [:]
for name in ["Ayşe", "Can", "Ayşe", "Elif", "Can", "Ayşe"] { scores[name, default: 0] += 1 }
print(scores.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key)=\($0.value)" })
print(scores["Nobody"] as Any, scores["Can"] ?? 0)
