// Comments (nested block comments) and semicolons on one line.
/* This is the start of the first multiline comment.
 /* This is the second, nested multiline comment. */
 This is the end of the first multiline comment. */
let cat = "🐱"; print(cat)
var total = 0; for n in 1...4 { total += n }; print("total", total)
/// A documentation comment on a function.
func double(_ n: Int) -> Int { n * 2 } // trailing comment
print(double(21))
print("// not a comment", "/* nor this */")
