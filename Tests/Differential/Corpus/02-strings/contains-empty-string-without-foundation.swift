// Whether a string contains the empty string with the standard library alone (true), next to a program importing Foundation
let text = "swift"
print(text.contains(""), "".contains(""))
print(text.contains("if"), text.contains("fi"))
print(text.contains { $0 == "w" })
