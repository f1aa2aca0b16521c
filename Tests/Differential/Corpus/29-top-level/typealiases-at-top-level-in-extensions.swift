// Top-level typealiases (JSON, Handler) used in extensions, where clauses and stored properties.
typealias JSON = [String: Any]
typealias Handler = (String) -> Void
typealias Score = Int
extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String? { self[key] as? String }
}
struct Player { var name: String; var score: Score; var onLevelUp: Handler? }
let payload: JSON = ["name": "Turgut", "score": 120]
var player = Player(name: payload.string("name") ?? "?", score: payload["score"] as? Score ?? 0) { print("level up: \($0)") }
player.score += 30
if player.score >= 150 { player.onLevelUp?(player.name) }
print(player.name, player.score)
