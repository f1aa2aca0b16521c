// main.swift — child tasks of a task group cannot mutate a captured local variable
// compiles in Swift 5
func sumSquares() async -> Int {
    var total = 0
    await withTaskGroup(of: Void.self) { group in
        for n in 1...3 {
            group.addTask {
                total += n * n
            }
        }
    }
    return total
}
