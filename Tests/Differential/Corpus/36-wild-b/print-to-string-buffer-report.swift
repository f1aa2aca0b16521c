// Building a report with print(_:to:) into a String, then printing it once with a header.
var report = ""
let rows = [("Widgets", 12, 3.5), ("Gadgets", 4, 10.0), ("Gizmos", 30, 0.25)]
for (name, qty, price) in rows {
    print(name, qty, price, separator: "\t", to: &report)
}
print("TOTAL", rows.reduce(0.0) { $0 + Double($1.1) * $1.2 }, separator: "\t", terminator: "", to: &report)
print("== report (\(report.split(separator: "\n").count) lines) ==")
print(report)
debugPrint(report.prefix(8))
