// top-level if let / guard let shadowing rules vs the global of the same name read in functions
var name: String? = "global"
func readName() -> String { name ?? "nil" }
if let name {
    print("bound", name, readName())
}
var token: Int? = 5
if var token {
    token += 1
    print("local token", token)
}
print("global token", token as Any)
name = nil
print(readName())
while let t = token, t > 3 { print("loop", t); token = t - 1 }
print(token!)
