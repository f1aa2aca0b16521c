// Closures capturing a var struct by reference; reduce(into:) and forEach with side effects.
struct Tally { var count = 0; var log: [String] = [] }
var tally = Tally()
let record: (String) -> Void = { event in
    tally.count += 1
    tally.log.append(event)
}
["open", "edit", "save"].forEach(record)
print(tally.count, tally.log)
let histogram = "hello world".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
for (ch, n) in histogram.sorted(by: { $0.key < $1.key }) where ch != " " { print(ch, n, terminator: " ") }
print()
let words = ["kiwi", "fig", "banana"]
var longest = ""
words.forEach { if $0.count > longest.count { longest = $0 } }
print("longest:", longest)
