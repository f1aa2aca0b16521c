// A TextOutputStream that indents every line, used with print(_:to:) and dump(_:to:).
struct IndentedLog: TextOutputStream {
    var level = 1
    private(set) var text = ""
    private var atLineStart = true
    mutating func write(_ string: String) {
        for ch in string {
            if atLineStart && ch != "\n" { text += String(repeating: "  ", count: level); atLineStart = false }
            text.append(ch)
            if ch == "\n" { atLineStart = true }
        }
    }
}

var log = IndentedLog()
print("request started", to: &log)
log.level = 2
print("header:", "Accept", "json", separator: " | ", to: &log)
dump(["id": 7], to: &log)
log.level = 1
print("done", terminator: " ✓\n", to: &log)
print(log.text, terminator: "")
print("characters:", log.text.count)
