// An elevator controller simulation: a state enum, a sorted request queue, ticks driven by a loop.
enum Direction { case up, down, idle }

final class Elevator {
    private(set) var floor = 0
    private(set) var direction = Direction.idle
    private var requests = Set<Int>()
    private(set) var log: [String] = []

    func request(_ f: Int) { requests.insert(f); log.append("request \(f)") }

    func tick() {
        if requests.contains(floor) {
            requests.remove(floor)
            log.append("doors open at \(floor)")
            if requests.isEmpty { direction = .idle }
            return
        }
        switch direction {
        case .idle:
            guard let target = requests.min(by: { abs($0 - floor) < abs($1 - floor) }) else { return }
            direction = target > floor ? .up : .down
        case .up where !requests.contains(where: { $0 > floor }): direction = .down
        case .down where !requests.contains(where: { $0 < floor }): direction = .up
        default: break
        }
        floor += direction == .up ? 1 : -1
        log.append("moving \(direction) to \(floor)")
    }
}

let elevator = Elevator()
elevator.request(3)
elevator.request(1)
for t in 0..<10 {
    if t == 2 { elevator.request(0) }
    elevator.tick()
}
print(elevator.log.joined(separator: "\n"))
print("final floor \(elevator.floor), \(elevator.direction)")
