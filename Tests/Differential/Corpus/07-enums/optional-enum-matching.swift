// Optional enums: switching over Optional<Enum> with .none and .some patterns.
enum Mode { case light, dark }
func theme(for mode: Mode?) -> String {
    switch mode {
    case .none: return "system default"
    case .some(.light): return "light theme"
    case .dark?: return "dark theme"
    }
}
print(theme(for: nil), theme(for: .light), theme(for: .dark))
let saved: Mode? = .dark
if saved == .dark { print("dark is saved") }
print(saved as Any)
print(saved.map { "\($0)" } ?? "none")
let choices: [Mode?] = [.light, nil, .dark]
print(choices)
