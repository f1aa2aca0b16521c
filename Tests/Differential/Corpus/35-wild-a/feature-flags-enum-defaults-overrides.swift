// Feature flags: a CaseIterable enum with defaults, an override store, and a remote-config-like JSON merge.
import Foundation

enum Flag: String, CaseIterable, Codable {
    case newOnboarding = "new_onboarding"
    case darkModeV2 = "dark_mode_v2"
    case searchSuggestions = "search_suggestions"
    var defaultValue: Bool { self == .searchSuggestions }
}

struct FlagStore {
    private var overrides: [Flag: Bool] = [:]
    subscript(flag: Flag) -> Bool {
        get { overrides[flag] ?? flag.defaultValue }
        set { overrides[flag] = newValue }
    }
    mutating func merge(remoteJSON: String) throws {
        let remote = try JSONDecoder().decode([String: Bool].self, from: Data(remoteJSON.utf8))
        for (key, value) in remote {
            if let flag = Flag(rawValue: key) { overrides[flag] = value } else { print("unknown flag \(key)") }
        }
    }
    var snapshot: [String: Bool] { Dictionary(uniqueKeysWithValues: Flag.allCases.map { ($0.rawValue, self[$0]) }) }
}

var flags = FlagStore()
print(Flag.allCases.map { "\($0.rawValue)=\(flags[$0])" })
flags[.darkModeV2] = true
try flags.merge(remoteJSON: #"{"new_onboarding": true, "search_suggestions": false, "legacy": true}"#)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(flags.snapshot), as: UTF8.self))
print(String(decoding: try encoder.encode(Flag.allCases), as: UTF8.self))
