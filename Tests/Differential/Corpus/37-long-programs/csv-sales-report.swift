// Sales report from embedded CSV: a quoted-field parser, Decimal money, grouping, percentages and an ASCII bar chart.
import Foundation

let csv = """
date,region,rep,product,units,unit_price
2024-01-05,North,"Smith, J",Widget,10,2.50
2024-01-09,South,Lee,Gadget,3,19.99
2024-01-12,North,"Smith, J",Gadget,1,19.99
2024-02-02,East,"O""Brien",Widget,25,2.25
2024-02-14,South,Lee,Widget,8,2.50
2024-02-20,East,"O""Brien",Doohickey,2,7.75
2024-03-01,North,Patel,Doohickey,12,7.50
2024-03-03,West,Patel,Gadget,,19.99
2024-03-15,South,Lee,Gadget,4,18.99
"""

func parseLine(_ line: Substring) -> [String] {
    var fields: [String] = [], current = "", inQuotes = false
    var chars = line.makeIterator(), pending: Character? = nil
    while let c = pending ?? chars.next() {
        pending = nil
        switch (c, inQuotes) {
        case ("\"", true):
            if let next = chars.next() {
                if next == "\"" { current.append("\"") } else { inQuotes = false; pending = next }
            } else { inQuotes = false }
        case ("\"", false): inQuotes = true
        case (",", false): fields.append(current); current = ""
        default: current.append(c)
        }
    }
    fields.append(current)
    return fields
}

struct Sale {
    let month: String, region: String, rep: String, product: String
    let units: Int
    let price: Decimal
    var total: Decimal { Decimal(units) * price }
}

var skipped: [String] = []
let rows = csv.split(separator: "\n").dropFirst().map(parseLine)
let sales: [Sale] = rows.compactMap { f in
    guard f.count == 6, let units = Int(f[4]), let price = Decimal(string: f[5]) else {
        skipped.append(f.prefix(3).joined(separator: "/")); return nil
    }
    return Sale(month: String(f[0].prefix(7)), region: f[1], rep: f[2], product: f[3], units: units, price: price)
}

func money(_ d: Decimal) -> String {
    var value = d, rounded = Decimal()
    NSDecimalRound(&rounded, &value, 2, .plain)
    let s = "\(rounded)"
    let parts = s.split(separator: ".")
    let cents = parts.count > 1 ? String(parts[1]).padding(toLength: 2, withPad: "0", startingAt: 0) : "00"
    return "$" + parts[0] + "." + cents
}

let grand = sales.reduce(Decimal(0)) { $0 + $1.total }
print("rows: \(rows.count), valid: \(sales.count), skipped: \(skipped)")
print("grand total:", money(grand))

func section<K: Comparable & Hashable>(_ title: String, by key: (Sale) -> K) {
    print("\n\(title)")
    let groups = Dictionary(grouping: sales, by: key)
    let totals = groups.mapValues { $0.reduce(Decimal(0)) { $0 + $1.total } }
    let maxTotal = totals.values.max() ?? Decimal(1)
    for k in groups.keys.sorted() {
        let t = totals[k]!
        let share = NSDecimalNumber(decimal: t / grand * 100).doubleValue
        let bar = String(repeating: "█", count: Int(NSDecimalNumber(decimal: t / maxTotal * 20).doubleValue.rounded()))
        print("  \(String(describing: k).padding(toLength: 10, withPad: " ", startingAt: 0)) \(money(t).padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(format: "%5.1f%%", share)) \(bar)")
    }
}
section("By region") { $0.region }
section("By rep") { $0.rep }
section("By month") { $0.month }
let best = sales.max { $0.total < $1.total }!
print("\nbiggest sale: \(best.rep) sold \(best.units) × \(best.product) for \(money(best.total)) in \(best.region)")
print(parseLine(#"a,"b,c","say ""hi""",,end"#[...]))
