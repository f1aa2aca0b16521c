/// Exercises: a runnable block the reader should try before looking at its output.
/// The info string says so with a word after the language: ```` ```swift exercise ````.
extension CodeBlock {
    /// True when a word of the info string after the first (the language) is `exercise`.
    public var isExercise: Bool {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().contains { $0 == "exercise" }
    }
}
