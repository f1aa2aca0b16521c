// Statements and declarations that share a line with a block comment before them
/* setup */ var total = 0
/* helpers */ func add(_ n: Int) { total += n }
/* types */ struct Box { var v: Int }
/* run */ add(3); add(4) /* inline */; print(total)
/** doc */ let box = Box(v: total) /* after */
print(box.v) // end
