// A program that shadows print(_:) with its own logger that numbers lines, then calls Swift.print directly.
var lineNumber = 0

func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    lineNumber += 1
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    Swift.print(String(format3(lineNumber)) + "| " + text, terminator: terminator)
}

func format3(_ n: Int) -> String {
    let digits = String(n)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
}

struct Report {
    let title: String
    func show() {
        print("Report:", title)
        print("items", 3, separator: "=")
    }
}

print("starting")
Report(title: "Q3").show()
print(Optional(42) as Any, [1, 2])
Swift.print("raw line, not numbered")
print("done after", lineNumber, "lines")
