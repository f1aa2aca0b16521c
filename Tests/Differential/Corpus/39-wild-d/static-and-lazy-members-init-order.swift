// Static stored properties and lazy members initialised on first use, printed in order
func note(_ s: String) -> String { print("init", s); return s }
struct Settings {
    static let shared = Settings()
    static var counter = note("counter")
    lazy var heavy = note("heavy")
    let light = note("light")
    private init() { print("Settings.init") }
}
print("start")
var s = Settings.shared
print("got shared")
_ = Settings.counter
print(s.heavy, s.heavy)
