import LessonMarkdown

/// A fenced or indented code block as it stands in a lesson.
public struct CodeBlock: Equatable, Sendable {
    /// The whole info string (`swift`, `text`, `swift title=x`…).
    public var info: String
    /// The first word of the info string: the block's language.
    public var language: String
    /// The block's text with line endings normalised to "\n" (every line ends with one).
    public var code: String
    /// Line of the opening fence.
    public var openingLine: Int
    /// Line of the closing fence; nil when the fence is never closed (the block then runs to the end of its container).
    public var closingLine: Int?
    /// Last line that belongs to the block (the closing fence, or the last content line of an unclosed block).
    public var lastLine: Int
    /// Raw text before the opening fence on its line: container indentation or `> ` markers.
    /// Lines that an edit writes into this block, or right after it, start with it.
    public var linePrefix: String
    public var fence: Fence?

    /// The first line of the code, without its newline.
    public var firstLine: String {
        String(code.prefix { $0 != "\n" && $0 != "\r" })
    }

    /// The first line of the block's content in the lesson.
    public var firstContentLine: Int { openingLine + 1 }
}

public struct LessonBlock: Equatable, Sendable {
    public var role: BlockRole
    public var block: CodeBlock
}

/// A runnable block with the transcript that follows it, if any.
public struct RunnableBlock: Equatable, Sendable {
    public var code: CodeBlock { didSet { digest = stableDigest(code.code) } }
    public var transcript: CodeBlock?
    /// The block right after it when that reads as its output but is not a `text` transcript (```` ```txt ````,
    /// an indented block, `text unchecked`): an error, and `fill` adds no second transcript beside it.
    public var misnamedTranscript: CodeBlock?
    /// Identifies the compiled form of this exact code. Kept, not computed on each use: every rebuild of the
    /// preview asks for the digest of every block of the course several times.
    public private(set) var digest: UInt64

    public init(code: CodeBlock, transcript: CodeBlock? = nil) {
        self.code = code
        self.transcript = transcript
        digest = stableDigest(code.code)
    }
}

public struct KernelListing: Equatable, Sendable {
    public var name: String
    public var block: CodeBlock
}

/// One parsed lesson: its Markdown tree, its classified code blocks and the problems found while reading it.
public struct Lesson: Sendable {
    /// Path relative to the lessons folder, e.g. `tr/01-yasam-dongusu.md`.
    public var key: String
    /// Path as printed in messages, e.g. `lessons/tr/01-yasam-dongusu.md`.
    public var displayPath: String
    /// The file-name convention, when the name follows it.
    public var path: LessonPath?
    public var source: SourceText
    public var document: MarkdownNode
    /// The text of the first level-1 heading.
    public var title: String?
    public var titleLine: Int?
    /// Every code block in document order with its role.
    public var blocks: [LessonBlock]
    public var runnables: [RunnableBlock]
    public var listings: [KernelListing]
    /// Errors in the lesson's structure (file name, title, unclosed fences).
    public var problems: [Diagnostic]

    public func location(_ line: Int) -> SourceLocation {
        SourceLocation(file: displayPath, line: line)
    }
}
