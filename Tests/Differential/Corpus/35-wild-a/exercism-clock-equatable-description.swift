// Exercism "Clock": minutes normalised into a day, Equatable, CustomStringConvertible, add/subtract.
struct Clock: Equatable, CustomStringConvertible {
    private let minutesSinceMidnight: Int
    init(hours: Int = 0, minutes: Int = 0) {
        let total = (hours * 60 + minutes) % (24 * 60)
        minutesSinceMidnight = total < 0 ? total + 24 * 60 : total
    }
    func add(minutes: Int) -> Clock { Clock(minutes: minutesSinceMidnight + minutes) }
    func subtract(minutes: Int) -> Clock { add(minutes: -minutes) }
    var description: String {
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(pad(minutesSinceMidnight / 60)):\(pad(minutesSinceMidnight % 60))"
    }
}

let samples = [Clock(hours: 8), Clock(hours: 25, minutes: 160), Clock(hours: -1, minutes: -40), Clock(minutes: -1441)]
print(samples)
print(Clock(hours: 10).add(minutes: 3), Clock(hours: 0, minutes: 30).subtract(minutes: 60))
print(Clock(hours: 15, minutes: 37) == Clock(hours: -33, minutes: 37), Clock(hours: 1) == Clock(hours: 2))
debugPrint(Clock(hours: 23, minutes: 59))
dump(Clock(hours: 6, minutes: 5))
