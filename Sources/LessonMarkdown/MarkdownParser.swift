import CCmark
import Synchronization

/// Parses GitHub Flavored Markdown with cmark-gfm and returns an immutable Swift tree.
///
/// This file is the only place in lessonbuild that holds `cmark_*` pointers: the C tree is copied into
/// `MarkdownNode` values and freed before `parse` returns.
public enum MarkdownParser {
    /// The GFM extensions every lesson is parsed with. `tagfilter` matters only to cmark's own HTML renderer;
    /// lessonbuild never passes raw HTML through, but enabling it keeps the parse identical to GitHub's.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// cmark-gfm keeps its extension registry in globals and registers without a lock; a Swift static is
    /// initialised exactly once even when several threads parse at the same time.
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm is not safe to run on two threads at once: attaching and freeing extensions edits a
    /// global table of special inline characters (a parse on another thread then misses `~~` or `www.`).
    /// Every parse holds this lock from making its parser to freeing it; the finished tree belongs to the
    /// caller alone, so copying it into Swift values (most of the time) happens outside.
    private static let parsing = Mutex(())

    public static func parse(_ text: String) -> MarkdownNode {
        let root = parsing.withLock { _ in parseAlone(text) }
        defer { cmark_node_free(root) }
        var document = copy(root)
        var number = 0
        for index in document.children.indices {
            if case .footnoteDefinition = document.children[index].kind {
                number += 1
                document.children[index].kind = .footnoteDefinition(number: number)
            }
        }
        return document
    }

    /// Parses with a parser of its own and returns the document (the caller frees it).
    private static func parseAlone(_ text: String) -> OpaquePointer {
        precondition(extensionsRegistered)
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else {
            fatalError("cmark_parser_new failed: out of memory")
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var source = text
        source.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, utf8.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                cmark_parser_feed(parser, $0, utf8.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            fatalError("cmark_parser_finish failed: out of memory")
        }
        return root
    }

    /// How deep the copied tree may be. cmark-gfm itself parses any depth without recursion, but a Swift
    /// tree is walked recursively (rendering, plain text, equality, even its deallocation), so input must
    /// not decide how deep that recursion goes. Children below this depth are replaced by one
    /// `nestingLimitNode`, which the lesson reader reports as an error at its line.
    public static let maximumDepth = 100
    /// The `.other` type name of the node standing for content nested deeper than `maximumDepth`.
    public static let nestingLimitType = "nesting_limit"

    /// Copies the C tree without recursion: an explicit stack of the nodes being filled in, deepest last.
    private static func copy(_ root: OpaquePointer) -> MarkdownNode {
        struct Frame {
            var node: MarkdownNode
            /// The next C child to copy into `node`.
            var next: OpaquePointer?
        }
        var stack = [Frame(node: shallowCopy(root), next: cmark_node_first_child(root))]
        while !stack.isEmpty {
            // Read only the pointer: binding the whole frame would copy its children array on the next append.
            if let child = stack[stack.count - 1].next {
                if stack.count < maximumDepth {
                    stack[stack.count - 1].next = cmark_node_next(child)
                    stack.append(Frame(node: shallowCopy(child), next: cmark_node_first_child(child)))
                } else {
                    let limit = MarkdownNode(kind: .other(nestingLimitType), range: range(of: child))
                    stack[stack.count - 1].node.children.append(limit)
                    stack[stack.count - 1].next = nil
                }
                continue
            }
            let finished = stack.removeLast().node
            guard !stack.isEmpty else { return finished }
            stack[stack.count - 1].node.children.append(finished)
        }
        fatalError("unreachable: the root frame returns")
    }

    private static func shallowCopy(_ node: OpaquePointer) -> MarkdownNode {
        MarkdownNode(kind: kind(of: node), range: range(of: node))
    }

    private static func range(of node: OpaquePointer) -> SourceRange {
        SourceRange(
            startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            endColumn: Int(cmark_node_get_end_column(node))
        )
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let literal = { string(cmark_node_get_literal(node)) }
        // Footnote nodes have no type string in this cmark-gfm; extension nodes (tables, strikethrough, task
        // items) have types assigned at run time, so they are told apart by their type string.
        switch cmark_node_get_type(node) {
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(number: 0)  // numbered in `parse`
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(number: Int(literal()) ?? 0)
        default: break
        }
        let type = string(cmark_node_get_type_string(node))
        switch type {
        case "document": return .document
        case "block_quote": return .blockQuote
        case "list":
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0
            )
        case "item": return .item(checked: nil)
        case "tasklist": return .item(checked: cmark_gfm_extensions_get_tasklist_item_checked(node))
        case "code_block":
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            let fence =
                fenced
                ? Fence(
                    character: Character(UnicodeScalar(UInt8(bitPattern: character))),
                    length: Int(length), indent: Int(offset))
                : nil
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(), fence: fence)
        case "html_block": return .htmlBlock(literal())
        case "paragraph": return .paragraph
        case "heading": return .heading(level: Int(cmark_node_get_heading_level(node)))
        case "thematic_break": return .thematicBreak
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [TableAlignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for index in 0..<columns {
                    switch UInt8(raw[index]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_header": return .tableRow(isHeader: true)
        case "table_row": return .tableRow(isHeader: false)
        case "table_cell": return .tableCell
        case "text": return .text(literal())
        case "softbreak": return .softBreak
        case "linebreak": return .lineBreak
        case "code": return .code(literal())
        case "html_inline": return .htmlInline(literal())
        case "emph": return .emphasis
        case "strong": return .strong
        case "strikethrough": return .strikethrough
        case "link":
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case "image": return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: return .other(type)
        }
    }
}
