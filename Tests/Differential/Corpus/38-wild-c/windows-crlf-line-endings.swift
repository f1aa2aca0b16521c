// Written on Windows: CRLF line endings, a multi-line string literal, #line and a tab-indented function.
let poem = """
	Roses are red,
	  violets are blue
	"""
func lines(_ s: String) -> [String] {
	return s.split(separator: "\n").map(String.init)
}
print(lines(poem), poem.count, poem.contains("\r"))
print("line", #line, "column", #column)
struct Greeter {
	let name: String
	func greet() -> String { "Hello, \(name) from line \(#line)" }
}
print(Greeter(name: "Ada").greet())
