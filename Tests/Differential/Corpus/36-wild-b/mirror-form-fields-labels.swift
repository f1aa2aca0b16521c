// A form generator walks Mirror children of a settings struct and prints a label per field.
struct NotificationSettings {
    var pushEnabled = true
    var digestHour = 8
    var sound: String? = "chime"
    var quietDays: [String] = ["Sat", "Sun"]
    let version = (major: 2, minor: 1)
}

func label(_ name: String) -> String {
    name.reduce(into: "") { out, ch in
        if ch.isUppercase { out += " " + ch.lowercased() } else { out.append(ch) }
    }.capitalized
}

let mirror = Mirror(reflecting: NotificationSettings())
print("style:", mirror.displayStyle.map { "\($0)" } ?? "none", "children:", mirror.children.count)
for child in mirror.children {
    let valueMirror = Mirror(reflecting: child.value)
    let kind = valueMirror.displayStyle.map { "\($0)" } ?? "plain"
    print("\(label(child.label ?? "?")): \(child.value) [\(kind)]")
}
import Foundation
