// Combining try? with optional chaining and flattening of nested optionals.
enum LookupError: Error { case missing }
struct Directory {
    var entries: [String: String]
    func lookup(_ key: String) throws -> String {
        guard let value = entries[key] else { throw LookupError.missing }
        return value
    }
}
let dir: Directory? = Directory(entries: ["home": "/home/ayse"])
let home = try? dir?.lookup("home")
let nothing = try? dir?.lookup("tmp")
print(home as Any, nothing as Any)
let none: Directory? = nil
print((try? none?.lookup("home")) as Any)
print((try? dir?.lookup("home").count) ?? 0)
