// Program declares its own Task struct, Result enum and Thread class shadowing library names
import Foundation

struct Task: CustomStringConvertible {
    let id: Int; var done = false
    var description: String { "Task #\(id)\(done ? " ✓" : "")" }
}
enum Result { case pass(Int), fail(reason: String) }
class Thread {
    var tasks: [Task] = []
    let name: String
    init(name: String) { self.name = name }
    func run() -> [Result] {
        tasks.indices.map { i in
            tasks[i].done = true
            return tasks[i].id % 3 == 0 ? .fail(reason: "div3 \(tasks[i].id)") : .pass(tasks[i].id)
        }
    }
}

let t = Thread(name: "worker")
t.tasks = (1...4).map { Task(id: $0) }
for r in t.run() { print(r) }
print(t.tasks)
print(Foundation.Thread.isMainThread, t.name)
dump(Result.fail(reason: "x"))
print(String(describing: Task.self), Swift.Result<Int, Error>.success(1))
