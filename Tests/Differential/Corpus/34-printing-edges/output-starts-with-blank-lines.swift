// Output that starts with two empty lines before any text.
print()
print("", terminator: "\n")
let word = "x"
print(word)
