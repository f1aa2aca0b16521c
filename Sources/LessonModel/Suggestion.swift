/// "Did you mean …?": the known name closest to a mistyped one, when it is close enough to be the likely
/// intent (an edit distance of at most a third of the longer name, and at least 1 for short names).
public enum Suggestion {
    public static func closest(to typed: String, among known: some Sequence<String>) -> String? {
        let folded = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for name in known {
            let candidate = Array(name.lowercased())
            let distance = editDistance(folded, candidate)
            let allowed = max(1, max(folded.count, candidate.count) / 3)
            guard distance <= allowed, distance < (best?.distance ?? Int.max) else { continue }
            best = (name, distance)
        }
        return best?.name
    }

    /// " (did you mean 'x'?)", or nothing.
    public static func phrase(for typed: String, among known: some Sequence<String>) -> String {
        closest(to: typed, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Insertions, deletions, substitutions and swaps of two neighbours (`timout`, `tiemout`) each count one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
