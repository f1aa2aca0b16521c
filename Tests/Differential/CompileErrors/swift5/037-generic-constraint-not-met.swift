// main.swift — a generic function's Comparable constraint is not met by a custom struct
struct Task {
    let title: String
    let priority: Int
}

func highest<T: Comparable>(_ values: [T]) -> T? {
    values.max()
}

let tasks = [Task(title: "Write", priority: 2), Task(title: "Test", priority: 1)]
print(highest(tasks) as Any)
