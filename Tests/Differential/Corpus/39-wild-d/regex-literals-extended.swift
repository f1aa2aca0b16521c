// Regex literals #/…/# on one line and over several lines, with captures and a // inside
let line = "user=ada id=42 url=https://example.com/a"
if let m = line.firstMatch(of: #/id=(\d+)/#) { print("id", m.1) }
let pair = #/
    (?<key> \w+ )   # the key
    =
    (?<value> \S+ )
/#
for m in line.matches(of: pair) { print(m.key, "->", m.value) }
let url = #/https?://[a-z.]+(/\w*)?/#
print(line.contains(url), line.replacing(#/\d/#, with: "#"))
let parts = "a1b22c333".split(separator: #/\d+/#)
print(parts)
