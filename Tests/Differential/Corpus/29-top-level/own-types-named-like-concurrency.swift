// A program naming its own types TaskGroup, Actor and Thread with a top-level Task struct
struct Task { var title: String; var priority: Int }
struct TaskGroup: Sequence {
    var tasks: [Task]
    func makeIterator() -> IndexingIterator<[Task]> { tasks.sorted { $0.priority > $1.priority }.makeIterator() }
}
final class Thread { static var current = Thread(); var label = "main-ish" }
protocol Actor { var name: String { get } }
struct Person: Actor { let name: String }

let group = TaskGroup(tasks: [Task(title: "write", priority: 1), Task(title: "test", priority: 3), Task(title: "ship", priority: 2)])
for t in group { print(t.priority, t.title) }
print(Thread.current.label)
let cast: [any Actor] = [Person(name: "Ann")]
print(cast.map(\.name), Task(title: "x", priority: 0))
dump(group.tasks.first!)
