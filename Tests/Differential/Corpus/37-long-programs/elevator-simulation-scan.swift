// Elevator bank simulation: SCAN scheduling per car, a dispatcher choosing the nearest car, ticks and a stats report.
enum Direction: CustomStringConvertible {
    case up, down, idle
    var description: String { switch self { case .up: "↑"; case .down: "↓"; case .idle: "·" } }
}

struct Request: Hashable { let floor: Int; let time: Int }

final class Car {
    let id: Character
    private(set) var floor: Int
    private(set) var direction: Direction = .idle
    private(set) var stops: Set<Int> = []
    private(set) var travelled = 0
    private(set) var served: [Int] = []
    init(id: Character, floor: Int) { self.id = id; self.floor = floor }

    func add(_ stop: Int) {
        guard stop != floor || direction != .idle else { served.append(stop); return }
        stops.insert(stop)
        if direction == .idle { direction = stop > floor ? .up : .down }
    }

    func cost(to target: Int) -> Int {
        switch direction {
        case .idle: return abs(target - floor)
        case .up: return target >= floor ? target - floor : (stops.max()! - floor) + (stops.max()! - target)
        case .down: return target <= floor ? floor - target : (floor - stops.min()!) + (target - stops.min()!)
        }
    }

    func tick() -> String? {
        guard direction != .idle else { return nil }
        floor += direction == .up ? 1 : -1
        travelled += 1
        var event: String? = nil
        if stops.remove(floor) != nil {
            served.append(floor)
            event = "car \(id) opens at \(floor)"
        }
        if stops.isEmpty { direction = .idle }
        else if direction == .up && stops.allSatisfy({ $0 < floor }) { direction = .down }
        else if direction == .down && stops.allSatisfy({ $0 > floor }) { direction = .up }
        return event
    }

    var status: String { "\(id)@\(floor)\(direction)" + (stops.isEmpty ? "" : "\(stops.sorted())") }
}

final class Dispatcher {
    let cars: [Car]
    private(set) var clock = 0
    private(set) var log: [String] = []
    init(cars: [Car]) { self.cars = cars }

    func call(_ floor: Int) {
        let best = cars.min { ($0.cost(to: floor), $0.id) < ($1.cost(to: floor), $1.id) }!
        best.add(floor)
        log.append("t\(clock): call \(floor) → car \(best.id) (cost \(best.cost(to: floor)))")
    }

    func run(ticks: Int, calls: [Int: [Int]]) {
        for _ in 0..<ticks {
            calls[clock]?.forEach(call)
            for car in cars { if let event = car.tick() { log.append("t\(clock): \(event)") } }
            clock += 1
        }
    }
}

let dispatcher = Dispatcher(cars: [Car(id: "A", floor: 0), Car(id: "B", floor: 10)])
let schedule: [Int: [Int]] = [0: [5, 2], 1: [9], 3: [1, 7], 6: [0], 8: [10, 4], 12: [6]]
dispatcher.run(ticks: 25, calls: schedule)
dispatcher.log.forEach { print($0) }
for car in dispatcher.cars {
    print(car.status, "travelled \(car.travelled) floors, served \(car.served)")
}
let totalServed = dispatcher.cars.map(\.served.count).reduce(0, +)
print("served \(totalServed) of \(schedule.values.joined().count) calls; busiest:",
      dispatcher.cars.max { $0.served.count < $1.served.count }!.id)
