// Program types named Result, Task, Never, MainActor and Unmanaged next to the standard ones
enum Result { case pass, fail(String) }
struct Task { let title: String; var done = false }
enum Never { static let said = "never say never" }
struct MainActor { static let name = "lead actor" }
struct Unmanaged { var items: [String] = [] }
var tasks = [Task(title: "write"), Task(title: "test", done: true)]
let results: [Result] = tasks.map { $0.done ? .pass : .fail($0.title) }
print(results, Never.said, MainActor.name)
var u = Unmanaged(); u.items.append("loose")
print(u.items, Swift.Result<Int, Swift.Never>.success(1))
let t = _Concurrency.Task { 41 + 1 }
print(await t.value)
