// An enum named Swift used as a namespace, in top-level code that awaits and keeps a local
enum Swift {
    static let version = "5.10"
    static func describe() -> String { "Swift \(version)" }
}
func fetchReleases() async -> [String] { ["5.9", "5.10"] }
let (latest, count) = (await fetchReleases().last ?? "?", 2)
print(Swift.describe(), latest, count)
