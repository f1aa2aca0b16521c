// A discrete-event simulation of a bank queue with fixed arrivals, two tellers and a priority-ordered event list.
struct Event: Comparable {
    enum Kind: Comparable { case departure(teller: Int), arrival(customer: Int) }
    let time: Int
    let kind: Kind
    static func < (l: Event, r: Event) -> Bool { (l.time, l.kind) < (r.time, r.kind) }
}

let arrivals = [(0, 5), (1, 3), (2, 4), (4, 2), (9, 1)]   // (time, service duration)
var events = arrivals.enumerated().map { Event(time: $0.element.0, kind: .arrival(customer: $0.offset)) }
var tellers: [Int?] = [nil, nil]
var waiting: [Int] = []
var waitTimes: [Int: Int] = [:]
var served = 0

func startService(_ customer: Int, teller: Int, at time: Int) {
    tellers[teller] = customer
    waitTimes[customer] = time - arrivals[customer].0
    events.append(Event(time: time + arrivals[customer].1, kind: .departure(teller: teller)))
    print("t=\(time): customer \(customer) → teller \(teller)")
}

while !events.isEmpty {
    events.sort()
    let event = events.removeFirst()
    switch event.kind {
    case .arrival(let c):
        if let free = tellers.firstIndex(where: { $0 == nil }) { startService(c, teller: free, at: event.time) }
        else { waiting.append(c); print("t=\(event.time): customer \(c) waits (queue \(waiting.count))") }
    case .departure(let t):
        print("t=\(event.time): teller \(t) done with customer \(tellers[t]!)")
        served += 1
        tellers[t] = nil
        if !waiting.isEmpty { startService(waiting.removeFirst(), teller: t, at: event.time) }
    }
}
print("served \(served); waits:", waitTimes.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
