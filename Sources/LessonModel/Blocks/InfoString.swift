/// The words of an info string after the language, which refine a block's kind (`BlockRole`):
/// ```` ```swift exercise ```` is a runnable block the reader should try before looking at its output.
extension CodeBlock {
    /// The info string's words after the first (the language).
    public var infoWords: [Substring] {
        Array(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst())
    }

    /// True when a word of the info string after the language is `exercise`.
    public var isExercise: Bool { infoWords.contains("exercise") }
}
