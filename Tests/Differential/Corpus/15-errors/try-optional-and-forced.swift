// try? turning errors into nil, and try! used only where the call cannot fail.
enum FileError: Error { case notFound }
let files = ["readme.md": "# Hello", "notes.txt": "buy milk"]
func read(_ name: String) throws -> String {
    guard let content = files[name] else { throw FileError.notFound }
    return content
}
let readme = try? read("readme.md")
let missing = try? read("missing.md")
print(readme as Any, missing as Any)
let notes = try! read("notes.txt")
print(notes)
if let content = try? read("readme.md"), content.hasPrefix("#") { print("markdown heading") }
let allContents = ["readme.md", "x", "notes.txt"].compactMap { try? read($0) }
print(allContents)
