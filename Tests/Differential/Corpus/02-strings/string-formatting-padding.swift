// Building aligned text tables without Foundation: padding helpers and repeating.
func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func leftPad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
let rows = [("Ayşe", 91), ("Mehmet", 78), ("Gülnarə", 100)]
print(pad("Name", to: 10) + leftPad("Score", to: 6))
print(String(repeating: "-", count: 16))
for (name, score) in rows {
    print(pad(name, to: 10) + leftPad(String(score), to: 6))
}
let total = rows.reduce(0) { $0 + $1.1 }
print(pad("Total", to: 10) + leftPad("\(total)", to: 6))
