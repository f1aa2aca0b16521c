// String literals holding braces, quotes, comment markers and interpolations, at top level between declarations.
let open = "{", close = "}"
let template = "func f() { return \"}\" } // not a comment"
struct Snippet { let code: String }
let dict = ["key": "değer"]
let line = "value: \(dict["key"] ?? "none") and \(open)x\(close)"
let raw = #"C:\path\"{name}"/* not a comment */"#
let block = """
    struct Fake {
        let x = "}"
    // still text
    """
func show(_ s: Snippet) { print(s.code) }
show(Snippet(code: template))
print(line)
print(raw)
print(block)
print(open + close, open.count)
