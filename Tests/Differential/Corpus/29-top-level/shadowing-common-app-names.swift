// Program declarations named like common app code: Screen, check, log, Task, Result, data, count.
struct Screen { let title: String; func render() -> String { "[\(title)]" } }
func check(_ ok: Bool, _ what: String) { log(ok ? "✓ \(what)" : "✗ \(what)") }
func log(_ message: String) { print("log:", message) }
struct Task { var title: String; var done = false }
enum Result { case passed(Int), failed(String) }
var data = [Task(title: "Alışveriş"), Task(title: "Ödev", done: true)]
var count = data.filter(\.done).count
let screen = Screen(title: "Görevler")
log(screen.render())
check(count == 1, "one task done")
let result: Result = count > 0 ? .passed(count) : .failed("none")
print(result)
data[0].done = true
count = data.filter(\.done).count
check(count == 2, "all tasks done")
print(data.map(\.title), type(of: data[0]))
