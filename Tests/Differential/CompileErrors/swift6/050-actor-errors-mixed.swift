// main.swift — an actor used wrongly in three ways: state, method and nonisolated access
// fails the same way in Swift 5
actor Timer {
    var ticks = 0
    func tick() { ticks += 1 }
    nonisolated var label: String { "ticks: \(ticks)" }
}

func drive(_ timer: Timer) async {
    timer.tick()
    print(timer.ticks)
}
