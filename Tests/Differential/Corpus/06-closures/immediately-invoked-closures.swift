// Closures invoked immediately to initialise constants and lazily computed configuration.
let board: [[Character]] = {
    var rows: [[Character]] = []
    for r in 0..<4 { rows.append((0..<4).map { c in (r + c) % 2 == 0 ? "#" : "." }) }
    return rows
}()
for row in board { print(String(row)) }
let settings: [String: String] = {
    var s = ["theme": "dark"]
    s["language"] = "tr"
    return s
}()
print(settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
struct Palette {
    let colors: [String] = {
        print("building colours")
        return ["red", "green"]
    }()
}
print(Palette().colors)
