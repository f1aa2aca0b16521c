// Multi-key sorting with an array of key-path based comparators.
struct Song { let title: String; let artist: String; let year: Int }
struct SortKey<T> {
    let compare: (T, T) -> Bool?
    init<V: Comparable>(_ kp: KeyPath<T, V>, ascending: Bool = true) {
        compare = { a, b in
            let l = a[keyPath: kp], r = b[keyPath: kp]
            if l == r { return nil }
            return ascending ? l < r : l > r
        }
    }
}
extension Array {
    func sorted(by keys: [SortKey<Element>]) -> [Element] {
        sorted { a, b in keys.lazy.compactMap { $0.compare(a, b) }.first ?? false }
    }
}
let songs = [Song(title: "Gülpembe", artist: "Barış Manço", year: 1981),
             Song(title: "Dönence", artist: "Barış Manço", year: 1981),
             Song(title: "Sarı Gəlin", artist: "Rəşid Behbudov", year: 1956)]
for s in songs.sorted(by: [SortKey(\.year, ascending: false), SortKey(\.title)]) { print(s.year, s.title) }
