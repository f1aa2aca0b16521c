/// "Did you mean …?": the known name closest to a mistyped one, when it is close enough to be the likely
/// intent (an edit distance of at most a third of the longer name, and at least 1 for short names).
public enum Suggestion {
    public static func closest(to typed: String, among known: some Sequence<String>) -> String? {
        let folded = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for name in known {
            let candidate = Array(name.lowercased())
            let distance = EditDistance.between(folded, candidate)
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
}
