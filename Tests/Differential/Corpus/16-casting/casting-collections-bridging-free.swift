// Casting whole collections: [Any] to [Int], dictionaries of Any, and failing element casts.
let mixed: [Any] = [1, 2, 3]
if let ints = mixed as? [Int] { print("all ints:", ints) }
let notAll: [Any] = [1, "2"]
print(notAll as? [Int] as Any)
let json: [String: Any] = ["name": "Ayla", "age": 29, "tags": ["a", "b"], "nested": ["ok": true]]
let name = json["name"] as? String ?? "?"
let age = json["age"] as? Int ?? 0
let tags = json["tags"] as? [String] ?? []
let ok = (json["nested"] as? [String: Bool])?["ok"] ?? false
print(name, age, tags, ok)
print(json["age"] as? String as Any)
print(json.keys.sorted())
