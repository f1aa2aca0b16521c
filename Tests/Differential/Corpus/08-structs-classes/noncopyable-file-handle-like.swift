// A ~Copyable struct with consuming and borrowing methods and a deinit, used inside a function.
struct TempFile: ~Copyable {
    let name: String
    private(set) var lines: [String] = []
    init(name: String) { self.name = name; print("create", name) }
    mutating func append(_ line: String) { lines.append(line) }
    borrowing func peek() -> Int { lines.count }
    consuming func close() -> [String] {
        let result = lines
        print("closing", name)
        return result
    }
    deinit { print("deinit", name) }
}
func session() {
    var file = TempFile(name: "notes.txt")
    file.append("birinci")
    file.append("ikinci")
    print("lines so far:", file.peek())
    let contents = file.close()
    print(contents)
    let other = TempFile(name: "scratch.txt")
    let moved = consume other
    print("moved", moved.name)
}
session()
print("after session")
