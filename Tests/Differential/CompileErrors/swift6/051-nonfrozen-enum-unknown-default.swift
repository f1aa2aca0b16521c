// main.swift — a switch over a non-frozen standard-library enum needs @unknown default
// compiles in Swift 5
struct Box { let value = 1 }

func kind(of value: Any) -> String {
    guard let style = Mirror(reflecting: value).displayStyle else { return "plain" }
    switch style {
    case .struct: return "struct"
    case .class: return "class"
    case .enum: return "enum"
    case .tuple: return "tuple"
    case .optional: return "optional"
    case .collection: return "collection"
    case .dictionary: return "dictionary"
    case .set: return "set"
    case .foreignReference: return "foreign"
    }
}

print(kind(of: Box()))
