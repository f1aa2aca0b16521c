/// The words of an info string after the language, which refine a block's kind (`BlockRole`):
///
/// | word | on | meaning |
/// |---|---|---|
/// | `exercise` | a runnable or compile-error block | the reader predicts the result before opening it |
/// | `compile-error` | a block starting `// main.swift` | it must not compile; its transcript is the compiler's messages |
/// | `swift6`, `swift5` | a block starting `// main.swift` | compiled in that language mode (the course's default otherwise) |
/// | `fragment` | an excerpt | deliberately incomplete: shown, never parsed |
extension CodeBlock {
    /// The info string's words after the first (the language).
    public var infoWords: [Substring] {
        Array(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst())
    }

    /// True when a word of the info string after the language is `exercise`.
    public var isExercise: Bool { infoWords.contains("exercise") }

    /// True when the block is marked as code the compiler must refuse (`compile-error`).
    public var expectsCompileError: Bool { infoWords.contains("compile-error") }

    /// True when an excerpt is marked as deliberately incomplete (`fragment`): it is not parsed.
    public var isFragment: Bool { infoWords.contains("fragment") }

    /// The language mode the info string asks for (`swift6`, `swift5`), or nil for the course's default.
    /// When both are written, the last one wins, as a later flag does on a command line.
    public var requestedLanguageMode: SwiftLanguageMode? {
        infoWords.last { SwiftLanguageMode(infoWord: $0) != nil }.flatMap(SwiftLanguageMode.init(infoWord:))
    }
}

/// The Swift language mode a block is compiled in (`-swift-version`): 5, as `swiftc main.swift` uses by
/// default, or 6, with complete data-race checking.
public enum SwiftLanguageMode: String, CaseIterable, Equatable, Hashable, Sendable, Comparable {
    case swift5 = "5"
    case swift6 = "6"

    /// `swift6` → `.swift6`.
    public init?(infoWord: Substring) {
        guard infoWord.hasPrefix("swift") else { return nil }
        self.init(rawValue: String(infoWord.dropFirst(5)))
    }

    /// The value of `-swift-version`.
    public var compilerFlag: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RunnableBlock {
    /// The mode the block is compiled in: its info string's, else the course's default.
    public func languageMode(courseDefault: SwiftLanguageMode) -> SwiftLanguageMode {
        code.requestedLanguageMode ?? courseDefault
    }

    /// Whether the block must not compile (`compile-error`): it is compiled as the standalone program is,
    /// never run, and its transcript holds the compiler's messages.
    public var expectsCompileError: Bool { code.expectsCompileError }
}
