// WritableKeyPath on structs, ReferenceWritableKeyPath on classes, and a generic setter.
struct Settings { var volume = 5; var theme = "light" }
final class Player { var score = 0; var nickname = "anon" }
func set<Root, Value>(_ root: inout Root, _ kp: WritableKeyPath<Root, Value>, to value: Value) { root[keyPath: kp] = value }
var settings = Settings()
set(&settings, \.volume, to: 9)
set(&settings, \.theme, to: "dark")
print(settings)
let player = Player()
let scoreKP: ReferenceWritableKeyPath<Player, Int> = \.score
player[keyPath: scoreKP] = 42
player[keyPath: \.nickname] = "kartal"
print(player.score, player.nickname)
let kps: [PartialKeyPath<Settings>] = [\.volume, \.theme]
for kp in kps { print(settings[keyPath: kp]) }
