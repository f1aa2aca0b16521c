// A mini spreadsheet: cell references parsed from strings, formulas as enums, dependency order and cycle errors.
enum CellValue: CustomStringConvertible, Equatable {
    case number(Double)
    case text(String)
    case error(String)
    var description: String {
        switch self {
        case .number(let d): return d == d.rounded() ? String(Int(d)) : String(d)
        case .text(let s): return s
        case .error(let e): return "#\(e)"
        }
    }
}

indirect enum Formula {
    case constant(CellValue)
    case ref(String)
    case sum([String])
    case binary(Character, Formula, Formula)

    init(parsing raw: String) {
        let s = raw.trimmingCharacters(in: .whitespaces)
        guard s.hasPrefix("=") else {
            self = Double(s).map { .constant(.number($0)) } ?? .constant(.text(s)); return
        }
        let body = s.dropFirst()
        if body.hasPrefix("SUM("), body.hasSuffix(")") {
            let range = body.dropFirst(4).dropLast().split(separator: ":").map(String.init)
            self = .sum(expand(range[0], range[1])); return
        }
        for op in ["+", "-", "*", "/"] {
            if let i = body.lastIndex(of: Character(op)) {
                self = .binary(Character(op), Formula(parsing: "=" + body[..<i]), Formula(parsing: "=" + body[body.index(after: i)...]))
                return
            }
        }
        self = Double(body).map { .constant(.number($0)) } ?? .ref(String(body))
    }

    var references: [String] {
        switch self {
        case .constant: return []
        case .ref(let r): return [r]
        case .sum(let rs): return rs
        case let .binary(_, a, b): return a.references + b.references
        }
    }
}

func expand(_ from: String, _ to: String) -> [String] {
    let (c1, r1) = (from.first!, Int(from.dropFirst())!), (c2, r2) = (to.first!, Int(to.dropFirst())!)
    return (c1.asciiValue!...c2.asciiValue!).flatMap { col in (r1...r2).map { "\(Character(UnicodeScalar(col)))\($0)" } }
}

final class Sheet {
    private var formulas: [String: Formula] = [:]
    private(set) var values: [String: CellValue] = [:]
    var evaluations = 0

    subscript(cell: String) -> String {
        get { values[cell]?.description ?? "" }
        set { formulas[cell] = Formula(parsing: newValue); recalculate() }
    }

    private func recalculate() {
        values = [:]
        var state: [String: Bool] = [:]   // false = visiting, true = done
        func visit(_ cell: String) -> CellValue {
            if state[cell] == true { return values[cell] ?? .number(0) }
            if state[cell] == false { return .error("CYCLE") }
            state[cell] = false
            defer { state[cell] = true }
            guard let f = formulas[cell] else { values[cell] = .number(0); return .number(0) }
            for r in f.references where state[r] != true { _ = visit(r) }
            evaluations += 1
            let v = evaluate(f, visit)
            values[cell] = v
            return v
        }
        for cell in formulas.keys.sorted() { _ = visit(cell) }
    }

    private func evaluate(_ f: Formula, _ lookup: (String) -> CellValue) -> CellValue {
        switch f {
        case .constant(let v): return v
        case .ref(let r): return values[r] ?? lookup(r)
        case .sum(let refs):
            var total = 0.0
            for r in refs { if case .number(let d) = values[r] ?? lookup(r) { total += d } else if case .error(let e) = values[r] ?? .number(0) { return .error(e) } }
            return .number(total)
        case let .binary(op, a, b):
            guard case .number(let x) = evaluate(a, lookup), case .number(let y) = evaluate(b, lookup) else {
                if case .error(let e) = evaluate(a, lookup) { return .error(e) }
                if case .error(let e) = evaluate(b, lookup) { return .error(e) }
                return .error("VALUE")
            }
            switch op {
            case "+": return .number(x + y)
            case "-": return .number(x - y)
            case "*": return .number(x * y)
            default: return y == 0 ? .error("DIV/0") : .number(x / y)
            }
        }
    }

    func render(_ cells: [String]) -> String { cells.map { "\($0)=\(self[$0])" }.joined(separator: "  ") }
}

import Foundation
let sheet = Sheet()
sheet["A1"] = "10"; sheet["A2"] = "20"; sheet["A3"] = "=A1+A2"
sheet["B1"] = "=SUM(A1:A3)"; sheet["B2"] = "=B1/4"; sheet["B3"] = "=B2*A1-5"
sheet["C1"] = "Total"; sheet["C2"] = "=C1+1"; sheet["C3"] = "=A1/0"
print(sheet.render(["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"]))
sheet["A1"] = "1.5"
print(sheet.render(["A3", "B1", "B2", "B3"]))
sheet["D1"] = "=D2+1"; sheet["D2"] = "=D1+1"
print(sheet.render(["D1", "D2"]), sheet["E9"].isEmpty)
print(expand("A1", "B2"), sheet.values.count, sheet.evaluations > 0)
