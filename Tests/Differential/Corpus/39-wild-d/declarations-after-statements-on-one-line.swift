// A statement with braces, then a declaration, on the same line after semicolons
var log: [String] = []
if log.isEmpty { log.append("start") }; struct Entry { let text: String }; func add(_ s: String) { log.append(s) }
for i in 1...2 { add("step \(i)") }; enum Level: Int { case low = 1, high }
let entries = log.map(Entry.init); print(entries.map(\.text), Level.high.rawValue)
do { let local = Entry(text: "scoped"); print(local.text) }; typealias Log = [String]
let copy: Log = log; print(copy.count)
