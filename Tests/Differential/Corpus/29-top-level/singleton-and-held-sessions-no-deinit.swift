// a singleton and objects held by globals print no deinit at exit
final class Logger {
    static let shared = Logger()
    private(set) var lines: [String] = []
    func log(_ s: String) { lines.append(s); print("[log]", s) }
    deinit { print("Logger deinit") }
}
final class Session { let id: Int; init(id: Int) { self.id = id }; deinit { print("session \(id) closed") } }
var current: Session? = Session(id: 1)
Logger.shared.log("start")
current = Session(id: 2)
let pinned = Session(id: 3)
Logger.shared.log("end \(Logger.shared.lines.count)")
