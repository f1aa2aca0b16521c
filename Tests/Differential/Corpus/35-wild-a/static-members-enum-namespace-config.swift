// Enum namespaces with static stored and computed properties, a static counter mutated from instances.
enum Theme {
    static let primary = Color(name: "indigo", hex: 0x4B0082)
    static let accent = Color(name: "coral", hex: 0xFF7F50)
    static var all: [Color] { [primary, accent] }
    enum Spacing {
        static let small = 4
        static let medium = small * 2
        static let large = medium * 2
    }
}

struct Color: CustomStringConvertible {
    static var created = 0
    let name: String
    let hex: Int
    init(name: String, hex: Int) {
        self.name = name
        self.hex = hex
        Color.created += 1
        print("creating color #\(Color.created): \(name)")
    }
    var description: String {
        let digits = String(hex, radix: 16, uppercase: true)
        return "\(name)(#\(String(repeating: "0", count: 6 - digits.count) + digits))"
    }
}

print("before first use, created =", Color.created)
print(Theme.Spacing.large, Theme.Spacing.medium)
print(Theme.accent)
print(Theme.all)
print("created =", Color.created)
debugPrint(Theme.primary)
print(type(of: Theme.Spacing.self), Theme.Spacing.self)
