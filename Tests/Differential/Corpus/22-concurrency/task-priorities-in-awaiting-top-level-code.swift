// Task priorities in top-level code that awaits: the main task, a child, a detached task and a group task
print(Task.currentPriority, Task.basePriority as Any)
await Task.yield()
print(Task.currentPriority, Task.basePriority as Any)
let t = Task { Task.currentPriority }
print(await t.value)
let d = Task.detached { Task.currentPriority }
print(await d.value)
await withTaskGroup(of: TaskPriority.self) { g in g.addTask { Task.currentPriority }; for await p in g { print("child", p) } }
