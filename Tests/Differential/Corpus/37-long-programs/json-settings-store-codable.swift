// A JSON-backed settings store: Codable with defaults, migrations, sortedKeys output and typed errors.
import Foundation

struct Settings: Codable, Equatable {
    var version = 2
    var theme: Theme = .system
    var fontSize = 14
    var notifications = Notifications()
    var recentFiles: [String] = []
    var shortcuts: [String: String] = [:]

    enum Theme: String, Codable, CaseIterable { case light, dark, system }

    struct Notifications: Codable, Equatable {
        var enabled = true
        var quietHours: ClosedRange<Int>? = nil
        var sound = "chime"
    }

    enum CodingKeys: String, CodingKey {
        case version, theme, fontSize = "font_size", notifications, recentFiles = "recent_files", shortcuts
    }

    init() {}

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Settings()
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        theme = try c.decodeIfPresent(Theme.self, forKey: .theme) ?? defaults.theme
        fontSize = try c.decodeIfPresent(Int.self, forKey: .fontSize) ?? defaults.fontSize
        notifications = try c.decodeIfPresent(Notifications.self, forKey: .notifications) ?? defaults.notifications
        recentFiles = try c.decodeIfPresent([String].self, forKey: .recentFiles) ?? []
        shortcuts = try c.decodeIfPresent([String: String].self, forKey: .shortcuts) ?? [:]
    }
}

enum StoreError: Error, CustomStringConvertible {
    case invalidJSON(String)
    case outOfRange(key: String, value: Int)
    var description: String {
        switch self {
        case .invalidJSON(let why): return "invalid settings JSON: \(why)"
        case let .outOfRange(key, value): return "\(key)=\(value) is out of range"
        }
    }
}

final class SettingsStore {
    private(set) var current = Settings()
    private var listeners: [(String, (Settings) -> Void)] = []
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted]
        return e
    }()

    func observe(_ name: String, _ body: @escaping (Settings) -> Void) { listeners.append((name, body)) }

    func load(_ json: String) throws {
        do {
            var decoded = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
            if decoded.version < 2 { migrate(&decoded) }
            try validate(decoded)
            apply(decoded)
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let ctx), .dataCorrupted(let ctx), .valueNotFound(_, let ctx), .keyNotFound(_, let ctx):
                let path = ctx.codingPath.map(\.stringValue).joined(separator: ".")
                throw StoreError.invalidJSON(path.isEmpty ? "root" : path)
            @unknown default: throw error
            }
        }
    }

    func update(_ change: (inout Settings) -> Void) throws {
        var copy = current
        change(&copy)
        try validate(copy)
        apply(copy)
    }

    private func migrate(_ s: inout Settings) {
        print("migrating v\(s.version) -> v2")
        s.version = 2
        s.recentFiles = Array(s.recentFiles.prefix(3))
    }

    private func validate(_ s: Settings) throws {
        guard (8...32).contains(s.fontSize) else { throw StoreError.outOfRange(key: "font_size", value: s.fontSize) }
    }

    private func apply(_ s: Settings) {
        guard s != current else { print("(no change)"); return }
        current = s
        listeners.forEach { name, body in print("notify \(name)"); body(s) }
    }

    var json: String { String(decoding: try! encoder.encode(current), as: UTF8.self) }
}

let store = SettingsStore()
store.observe("editor") { print("  editor font size \($0.fontSize)") }
store.observe("window") { print("  window theme \($0.theme)") }

let inputs = [
    #"{"version": 1, "theme": "dark", "font_size": 16, "recent_files": ["a.swift", "b.swift", "c.swift", "d.swift"]}"#,
    #"{"theme": "dark", "font_size": 16, "recent_files": ["a.swift", "b.swift", "c.swift"], "version": 2}"#,
    #"{"font_size": "big"}"#,
    #"{"font_size": 64}"#,
    #"{"notifications": {"enabled": false, "quietHours": [22, 7]}}"#,
    #"{"notifications": {"enabled": false, "quietHours": [7, 22], "sound": "none"}, "shortcuts": {"save": "cmd+s", "open": "cmd+o"}}"#,
    "not json",
]
for (i, input) in inputs.enumerated() {
    print("load #\(i + 1)")
    do { try store.load(input) } catch { print("  error: \(error)") }
}
try store.update { $0.fontSize += 2; $0.theme = .light }
do { try store.update { $0.fontSize = 2 } } catch { print("update refused: \(error)") }
print(store.json)
print(Settings.Theme.allCases.map(\.rawValue), store.current.notifications.quietHours.map { $0.count } ?? 0)
