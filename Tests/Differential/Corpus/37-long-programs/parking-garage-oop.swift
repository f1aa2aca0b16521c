// Object-oriented parking garage: vehicle class hierarchy, spot sizes, levels, tickets and a fee schedule.
enum SpotSize: Int, Comparable, CaseIterable, CustomStringConvertible {
    case motorcycle = 1, compact, large
    static func < (a: SpotSize, b: SpotSize) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["", "M", "C", "L"][rawValue] }
}

class Vehicle {
    let plate: String
    var size: SpotSize { .compact }
    var hourlyRate: Int { 300 }
    init(plate: String) { self.plate = plate }
    var kind: String { String(describing: type(of: self)) }
}
final class Motorcycle: Vehicle {
    override var size: SpotSize { .motorcycle }
    override var hourlyRate: Int { 150 }
}
final class Car: Vehicle {}
final class Bus: Vehicle {
    override var size: SpotSize { .large }
    override var hourlyRate: Int { 900 }
}
final class ElectricCar: Vehicle {
    override var hourlyRate: Int { super.hourlyRate - 100 }
}

struct Spot: Hashable { let level: Int; let number: Int; let size: SpotSize }

struct Ticket: CustomStringConvertible {
    let id: Int
    let plate: String
    let spot: Spot
    let enteredAt: Int
    var description: String { "T\(id) \(plate) @L\(spot.level)-\(spot.number)\(spot.size)" }
}

enum GarageError: Error { case full(String), unknownTicket(Int), duplicate(String) }

final class Garage {
    private var free: [SpotSize: [Spot]] = [:]
    private var active: [Int: (Ticket, Vehicle)] = [:]
    private var nextTicket = 1
    private(set) var revenue = 0

    init(levels: Int, layout: [SpotSize: Int]) {
        for level in 1...levels {
            var number = 1
            for size in SpotSize.allCases {
                for _ in 0..<(layout[size] ?? 0) { free[size, default: []].append(Spot(level: level, number: number, size: size)); number += 1 }
            }
        }
    }

    func enter(_ v: Vehicle, at time: Int) throws -> Ticket {
        guard !active.values.contains(where: { $0.1.plate == v.plate }) else { throw GarageError.duplicate(v.plate) }
        guard let size = SpotSize.allCases.first(where: { $0 >= v.size && !(free[$0]?.isEmpty ?? true) }) else {
            throw GarageError.full(v.kind)
        }
        let spot = free[size]!.removeFirst()
        let ticket = Ticket(id: nextTicket, plate: v.plate, spot: spot, enteredAt: time)
        nextTicket += 1
        active[ticket.id] = (ticket, v)
        return ticket
    }

    func leave(ticket id: Int, at time: Int) throws -> Int {
        guard let entry = active.removeValue(forKey: id) else { throw GarageError.unknownTicket(id) }
        let (ticket, vehicle) = entry
        free[ticket.spot.size]!.append(ticket.spot)
        free[ticket.spot.size]!.sort { ($0.level, $0.number) < ($1.level, $1.number) }
        let hours = max(1, (time - ticket.enteredAt + 59) / 60)
        let fee = min(hours * vehicle.hourlyRate, 24 * 100 + vehicle.hourlyRate)
        revenue += fee
        return fee
    }

    var occupancy: String {
        SpotSize.allCases.map { "\($0):\(free[$0]?.count ?? 0) free" }.joined(separator: " ")
    }
}

func cents(_ c: Int) -> String { "$\(c / 100).\(String(c % 100).count == 1 ? "0" : "")\(c % 100)" }

let garage = Garage(levels: 2, layout: [.motorcycle: 1, .compact: 2, .large: 1])
print(garage.occupancy)
var tickets: [String: Ticket] = [:]
let arrivals: [(Vehicle, Int)] = [(Car(plate: "CAR-1"), 0), (Bus(plate: "BUS-1"), 5), (Motorcycle(plate: "MC-1"), 10),
                                  (ElectricCar(plate: "EV-1"), 15), (Motorcycle(plate: "MC-2"), 20), (Bus(plate: "BUS-2"), 25),
                                  (Bus(plate: "BUS-3"), 30), (Car(plate: "CAR-1"), 35), (Car(plate: "CAR-2"), 40), (Car(plate: "CAR-3"), 45)]
for (vehicle, time) in arrivals {
    do {
        let t = try garage.enter(vehicle, at: time)
        tickets[vehicle.plate] = t
        print("t=\(time) \(vehicle.kind) \(t)")
    } catch {
        print("t=\(time) \(vehicle.kind) \(vehicle.plate) refused: \(error)")
    }
}
print(garage.occupancy)
for (plate, time) in [("BUS-1", 200), ("EV-1", 75), ("MC-2", 1500), ("CAR-1", 3000)] {
    let fee = try garage.leave(ticket: tickets[plate]!.id, at: time)
    print("\(plate) pays \(cents(fee))")
}
do { _ = try garage.leave(ticket: 99, at: 0) } catch { print("error:", error) }
print(garage.occupancy, "revenue", cents(garage.revenue))
