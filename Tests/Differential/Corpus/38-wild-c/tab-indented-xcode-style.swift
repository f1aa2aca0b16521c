// Tab-indented code as Xcode with "indent using tabs" writes it, with #column and a multi-line string.
struct Matrix {
	var rows: [[Int]]
	func render() -> String {
		rows.map { row in
			row.map(String.init).joined(separator: "\t")
		}.joined(separator: "\n")
	}
}
let m = Matrix(rows: [[1, 2], [3, 4]])
print(m.render())
let banner = """
		Indented
			with tabs
		"""
print(banner)
	print("col", #column)
func where_() -> Int {
	return #column
}
print(where_())
