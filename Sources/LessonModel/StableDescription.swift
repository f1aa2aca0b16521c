/// A text of a value that is the same for equal values in every process, for cache keys made of plain
/// values (structs, enums, arrays, dictionaries, sets, strings, numbers): `String(describing:)` is not,
/// as dictionaries and sets list their elements in an order seeded per process. Dictionary and set
/// elements are listed sorted here; strings carry their length, so no two values run into one text;
/// byte arrays are written as their digest. Not for classes that refer back to themselves.
public enum StableDescription {
    public static func of(_ value: Any) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: Any, into text: inout String) {
        if let string = value as? String {
            text += "s\(string.utf8.count):"
            text += string
            return
        }
        if let bytes = value as? [UInt8] {
            text += "b\(bytes.count):\(stableDigest(bytes));"
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary, .set:
            let elements = mirror.children.map { of($0.value) }.sorted()
            text += "{"
            for element in elements { text += element + "," }
            text += "}"
        case .optional:
            if let wrapped = mirror.children.first {
                text += "?"
                write(wrapped.value, into: &text)
            } else {
                text += "nil;"
            }
        case .enum:
            // A case without a payload has no child; its description is its name.
            guard let payload = mirror.children.first else {
                text += "e\(value);"
                return
            }
            text += "e\(payload.label ?? "")("
            write(payload.value, into: &text)
            text += ")"
        default:
            guard !mirror.children.isEmpty else {
                // A number, a Boolean, a character, or a value with nothing stored.
                text += "v\(value);"
                return
            }
            text += "("
            for child in mirror.children {
                text += (child.label ?? "") + "="
                write(child.value, into: &text)
            }
            text += ")"
        }
    }
}
