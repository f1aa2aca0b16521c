// Airline seat booking: a seat map with enums and nested types, fare classes, overbooking errors and a manifest.
struct Flight {
    let number: String
    let rows: ClosedRange<Int>
    let letters: [Character]
    var seats: [Seat.ID: Seat] = [:]

    struct Seat: CustomStringConvertible {
        struct ID: Hashable, Comparable, CustomStringConvertible {
            let row: Int, letter: Character
            static func < (a: ID, b: ID) -> Bool { (a.row, a.letter) < (b.row, b.letter) }
            var description: String { "\(row)\(letter)" }
        }
        enum Cabin: String { case business = "J", premium = "W", economy = "Y" }
        enum Position { case window, middle, aisle }
        let id: ID
        let cabin: Cabin
        let position: Position
        var passenger: String?
        var description: String { "\(id)\(cabin.rawValue)\(passenger == nil ? "" : "*")" }
    }

    init(number: String, rows: ClosedRange<Int>, letters: String) {
        self.number = number; self.rows = rows; self.letters = Array(letters)
        for row in rows {
            for (i, letter) in self.letters.enumerated() {
                let cabin: Seat.Cabin = row <= 2 ? .business : (row <= 4 ? .premium : .economy)
                let position: Seat.Position = i == 0 || i == self.letters.count - 1 ? .window
                    : (i == self.letters.count / 2 - 1 || i == self.letters.count / 2 ? .aisle : .middle)
                let id = Seat.ID(row: row, letter: letter)
                seats[id] = Seat(id: id, cabin: cabin, position: position)
            }
        }
    }
}

enum BookingError: Error, CustomStringConvertible {
    case noSuchSeat(String), taken(String, by: String), cabinFull(Flight.Seat.Cabin), alreadyBooked(String)
    var description: String {
        switch self {
        case .noSuchSeat(let s): return "seat \(s) does not exist"
        case let .taken(s, who): return "seat \(s) is taken by \(who)"
        case .cabinFull(let c): return "no \(c) seats left"
        case .alreadyBooked(let p): return "\(p) already has a seat"
        }
    }
}

extension Flight {
    func parse(_ code: String) -> Seat.ID? {
        guard let letter = code.last, letters.contains(letter), let row = Int(code.dropLast()), rows.contains(row) else { return nil }
        return Seat.ID(row: row, letter: letter)
    }

    mutating func book(_ passenger: String, seat code: String) throws {
        guard !seats.values.contains(where: { $0.passenger == passenger }) else { throw BookingError.alreadyBooked(passenger) }
        guard let id = parse(code) else { throw BookingError.noSuchSeat(code) }
        if let who = seats[id]!.passenger { throw BookingError.taken(code, by: who) }
        seats[id]!.passenger = passenger
    }

    @discardableResult
    mutating func bookAny(_ passenger: String, cabin: Seat.Cabin, prefer: Seat.Position) throws -> Seat.ID {
        let free = seats.values.filter { $0.cabin == cabin && $0.passenger == nil }.sorted { $0.id < $1.id }
        guard let seat = free.first(where: { $0.position == prefer }) ?? free.first else { throw BookingError.cabinFull(cabin) }
        try book(passenger, seat: seat.id.description)
        return seat.id
    }

    var seatMap: String {
        rows.map { row in
            let cells = letters.map { l -> String in
                let seat = seats[Seat.ID(row: row, letter: l)]!
                return seat.passenger == nil ? String(l) : "■"
            }
            let half = letters.count / 2
            return String(format: "%2d ", row) + cells[..<half].joined() + " " + cells[half...].joined()
        }.joined(separator: "\n")
    }

    var manifest: [String] {
        seats.values.compactMap { s in s.passenger.map { "\($0.padding(toLength: 8, withPad: " ", startingAt: 0)) \(s.id) \(s.cabin)" } }.sorted()
    }
}

import Foundation
var flight = Flight(number: "SW 101", rows: 1...6, letters: "ABCD")
let requests: [(String, String?)] = [("Ada", "1A"), ("Bob", "1A"), ("Cy", "9Z"), ("Dee", nil), ("Ada", "2B"), ("Eve", "3C")]
for (name, seat) in requests {
    do {
        if let seat { try flight.book(name, seat: seat); print("\(name): booked \(seat)") }
        else { print("\(name): assigned \(try flight.bookAny(name, cabin: .business, prefer: .aisle))") }
    } catch {
        print("\(name): \(error)")
    }
}
for i in 1...9 {
    do { try flight.bookAny("P\(i)", cabin: .premium, prefer: .window) } catch { print("P\(i): \(error)"); break }
}
print(flight.seatMap)
flight.manifest.forEach { print($0) }
print(flight.seats.values.filter { $0.passenger == nil }.count, "free;", flight.seats[Flight.Seat.ID(row: 1, letter: "A")]!)
