// Statements and declarations interleaved at top level: each declaration sits next to its use.
var events: [String] = []
func record(_ e: String) { events.append(e); print("event:", e) }
record("launch")
struct Session { let user: String }
let session = Session(user: "Nail")
record("login \(session.user)")
extension Session { var greeting: String { "Xoş gəldin, \(user)" } }
print(session.greeting)
enum Mode { case online, offline }
var mode = Mode.online
record("mode \(mode)")
mode = .offline
func summary() -> String { "\(events.count) events, mode \(mode)" }
print(summary())
