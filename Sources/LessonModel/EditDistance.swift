/// How many single-character insertions, deletions, substitutions and swaps of two neighbours turn one string
/// into another (the optimal string alignment distance: `swfit`, `timout` and `tiemout` are each one edit
/// off), counted in characters. Used to tell a near miss (`// main.swiftly`, `exercize`) from something else,
/// and to say "did you mean".
public enum EditDistance {
    public static func between(_ a: some Collection<Character>, _ b: some Collection<Character>) -> Int {
        let left = Array(a)
        let right = Array(b)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = previous
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }

    /// The candidates nearest to `word` within `limit` edits, in their order (several when tied), or none.
    public static func nearest(to word: some Collection<Character>, among candidates: [String], limit: Int) -> [String]
    {
        let distances = candidates.map { between(word, $0) }
        guard let best = distances.min(), best <= limit else { return [] }
        return zip(candidates, distances).filter { $0.1 == best }.map(\.0)
    }
}
