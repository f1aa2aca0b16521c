// A private import of Foundation used by top-level code and a function
private import Foundation
func tidy(_ s: String) -> String { s.trimmingCharacters(in: .whitespaces).lowercased() }
let raw = ["  Alpha ", "BETA", " Gamma"]
print(raw.map(tidy))
print(raw.joined().range(of: "BETA") != nil)
