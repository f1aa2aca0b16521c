// Whether a string contains the empty string, with Foundation imported (its overload answers false)
import Foundation
let text = "swift"
print(text.contains(""))
print(text.contains("if"), text.range(of: "if") != nil)
print("end")
