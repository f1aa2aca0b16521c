// Interview classics on intervals: merge overlapping, insert, and minimum meeting rooms via sorted endpoints.
typealias Interval = (start: Int, end: Int)
func merge(_ xs: [Interval]) -> [Interval] {
    xs.sorted { $0.start < $1.start }.reduce(into: [Interval]()) { acc, cur in
        if let last = acc.last, cur.start <= last.end { acc[acc.count - 1].end = max(last.end, cur.end) }
        else { acc.append(cur) }
    }
}
func show(_ xs: [Interval]) -> String { xs.map { "[\($0.start),\($0.end)]" }.joined(separator: " ") }
print(show(merge([(1, 3), (8, 10), (2, 6), (15, 18), (17, 20)])))
print(show(merge([(1, 4), (4, 5)])), show(merge([])))
func minRooms(_ meetings: [Interval]) -> Int {
    let starts = meetings.map(\.start).sorted(), ends = meetings.map(\.end).sorted()
    var rooms = 0, best = 0, j = 0
    for s in starts {
        while j < ends.count && ends[j] <= s { rooms -= 1; j += 1 }
        rooms += 1; best = max(best, rooms)
    }
    return best
}
print(minRooms([(0, 30), (5, 10), (15, 20)]), minRooms([(7, 10), (2, 4)]), minRooms([(1, 5), (2, 6), (3, 7), (6, 8)]))
let free = zip(merge([(9, 10), (12, 13), (10, 11), (15, 17)]), merge([(9, 10), (12, 13), (10, 11), (15, 17)]).dropFirst())
    .compactMap { a, b in a.end < b.start ? (a.end, b.start) : nil }
print("free:", free.map { "\($0.0)-\($0.1)" })
