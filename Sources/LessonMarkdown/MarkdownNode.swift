/// A position range in the Markdown source, 1-based, as cmark reports it (columns count bytes).
public struct SourceRange: Equatable, Hashable, Sendable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

public enum TableAlignment: Equatable, Sendable {
    case none, left, center, right
}

/// How a code block was written: fenced (with its fence character and length) or indented.
public struct Fence: Equatable, Sendable {
    public var character: Character
    public var length: Int
    /// Spaces before the opening fence, relative to the block's container.
    public var indent: Int
}

/// One node of a parsed document. Every value is copied out of cmark; no C memory is referenced.
public struct MarkdownNode: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        /// `checked` is nil for an ordinary item, true/false for a GFM task list item.
        case item(checked: Bool?)
        case codeBlock(info: String, literal: String, fence: Fence?)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        /// A footnote's text; cmark-gfm moves definitions to the end of the document in the order of their
        /// first reference and drops unreferenced ones, so `number` is its position among them.
        case footnoteDefinition(number: Int)
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        /// A reference to footnote `number` (the same number for every reference to one footnote).
        case footnoteReference(number: Int)
        /// A node type this wrapper does not model (custom blocks or inlines); kept so nothing is dropped silently.
        case other(String)
    }

    public var kind: Kind
    public var range: SourceRange
    public var children: [MarkdownNode]

    public init(kind: Kind, range: SourceRange, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }

    /// The text a reader would see, without markup (used for titles, slugs and search).
    public var plainText: String {
        switch kind {
        case .text(let s), .code(let s): return s
        case .softBreak, .lineBreak: return " "
        case .htmlInline, .footnoteReference: return ""
        default: return children.map(\.plainText).joined()
        }
    }

    /// Depth-first walk over this node and every descendant, in document order.
    public func forEach(_ body: (MarkdownNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }
}
