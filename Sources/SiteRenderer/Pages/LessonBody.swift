import Foundation
import LessonMarkdown
import LessonModel

/// What a runnable block printed when the site was built.
public struct BlockOutput: Equatable, Sendable {
    public enum State: Equatable, Sendable {
        /// The lesson's transcript, checked against the block's output.
        case checked
        /// The lesson has no transcript yet: this is the output of the build, shown but not in the source.
        case filledAtBuild
    }

    public var text: String
    public var state: State

    public init(text: String, state: State) {
        self.text = text
        self.state = state
    }
}

/// A section of a page for the in-page contents and the search index.
public struct PageSection: Equatable, Sendable {
    public var id: String
    public var title: String
    public var text: String
    /// The section's code (runnable blocks, listings, excerpts): its identifiers are searched, never shown.
    public var code: String = ""
}

/// Renders a lesson's Markdown tree to HTML: headings with folded ASCII anchors, code blocks labelled by
/// their role with transcripts as checked output, footnotes, and GFM tables and task lists.
struct LessonBody {
    let lesson: Lesson
    let strings: UIStrings
    /// Output of each runnable block, by the line of its opening fence.
    let outputs: [Int: BlockOutput]
    let roles: [Int: LessonBlock]
    /// What each kernel word means and its colour, for the transcripts.
    let meanings: [String: SiteLanguage.Word]
    let highlighter: HighlightCache
    var slugger = Slugger()
    /// Sections in order; the first (id "") is the text before the first `##` heading.
    var sections: [PageSection]
    var vocabularyUsed: Set<String> = []
    /// Every heading's id, in order (sections are only the level-2 ones).
    var headingIDs: [String] = []
    /// Lines of the kernel listings shown open: a kernel's first listing in the language; later ones are folded.
    var openListings: Set<Int> = []
    /// From the page to its language folder: `../` for a lesson in a chapter folder.
    var pathToLanguage = "" {
        didSet { links.pathToRoot = pathToLanguage + "../" }
    }
    /// How the lesson's links are written into the page.
    var links = LinkPolicy()
    private var footnoteReferences: [Int: Int] = [:]
    /// What the compiler says of the names in the page's code; nil: the code is only highlighted.
    var names: PageNames?

    /// Whether the lesson's `# ` title is left out (a page shows it as its own heading).
    var skipsTitle = true

    init(
        lesson: Lesson, strings: UIStrings, outputs: [Int: BlockOutput], reservedIDs: [String],
        highlighter: HighlightCache,
        vocabulary: [SiteLanguage.Word] = []
    ) {
        self.highlighter = highlighter
        self.lesson = lesson
        self.strings = strings
        self.outputs = outputs
        self.roles = Dictionary(
            lesson.blocks.map { ($0.block.openingLine, $0) }, uniquingKeysWith: { first, _ in first })
        self.meanings = Dictionary(vocabulary.map { ($0.word, $0) }, uniquingKeysWith: { first, _ in first })
        self.sections = [PageSection(id: "", title: lesson.title ?? lesson.key, text: "")]
        slugger.language = lesson.path?.language
        for id in reservedIDs { slugger.reserve(id) }
        for runnable in lesson.runnables { slugger.reserve(LessonBody.blockID(runnable.code.openingLine)) }
    }

    /// The anchor of a runnable block and its output: `lb_block-42` for the block opening at line 42.
    static func blockID(_ line: Int) -> String { "lb_block-\(line)" }

    mutating func render() -> HTML {
        var body = HTML()
        var footnotes: [MarkdownNode] = []
        var skippedTitle = false
        let nodes = lesson.document.children
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            if case .heading(level: 1) = node.kind, skipsTitle, !skippedTitle, node.range.startLine == lesson.titleLine
            {
                skippedTitle = true
                continue
            }
            if case .footnoteDefinition = node.kind {
                footnotes.append(node)
                continue
            }
            body += block(node, reasoning: reasoning(after: node, in: nodes, from: &index))
        }
        if !footnotes.isEmpty { body += footnoteSection(footnotes) }
        return body
    }

    mutating func noteCode(_ code: String) {
        sections[sections.count - 1].code += "\n" + code
    }

    mutating func note(_ text: String) {
        sections[sections.count - 1].text += (sections[sections.count - 1].text.isEmpty ? "" : " ") + text
    }

    private mutating func blocks(_ nodes: [MarkdownNode]) -> HTML {
        var html = HTML()
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            html += block(node, reasoning: reasoning(after: node, in: nodes, from: &index))
        }
        return html
    }

    /// The reasoning of an exercise, when `node` is one with an output: the paragraphs right after its
    /// transcript that start with `strings.reasoning` ("Neden?"). They are taken out of the flow (`index`
    /// moves past them; the transcript before them is rendered, as always, as nothing) and shown with the output.
    private func reasoning(after node: MarkdownNode, in nodes: [MarkdownNode], from index: inout Int) -> [MarkdownNode]
    {
        guard case .codeBlock = node.kind, let entry = roles[node.range.startLine],
            entry.role == .runnable || entry.role == .compileError, entry.block.isExercise,
            outputs[node.range.startLine] != nil, !strings.reasoning.isEmpty
        else { return [] }
        var next = index
        if next < nodes.count, case .codeBlock = nodes[next].kind,
            case .transcript? = roles[nodes[next].range.startLine]?.role
        {
            next += 1
        }
        var found: [MarkdownNode] = []
        while next < nodes.count, case .paragraph = nodes[next].kind,
            ReasoningWord.opens(nodes[next].plainText, word: strings.reasoning)
        {
            found.append(nodes[next])
            next += 1
        }
        if !found.isEmpty { index = next }
        return found
    }

    private mutating func block(_ node: MarkdownNode, reasoning: [MarkdownNode] = []) -> HTML {
        if !reasoning.isEmpty, case .codeBlock(_, let literal, _) = node.kind {
            var folded = HTML()
            for paragraph in reasoning {
                note(paragraph.plainText)
                folded += HTML.element("p", [], inlines(paragraph.children)) + newline
            }
            return codeBlock(node, literal: literal, reasoning: HTML.element("div", [("class", "reasoning")], folded))
        }
        switch node.kind {
        case .heading(let level):
            let title = node.plainText
            let id = slugger.unique(title)
            headingIDs.append(id)
            // One h1 per page: any further level-1 heading in a lesson is shown as a section.
            let shown = max(level, 2)
            if shown == 2 { sections.append(PageSection(id: id, title: title, text: "")) } else { note(title) }
            // A real link (keyboard and touch reach it), named by its heading.
            let anchor = HTML.element(
                "a", [("class", "anchor"), ("href", "#" + id), ("aria-labelledby", id)], HTML.text("#"))
            return HTML.element("h\(shown)", [("id", id)], inlines(node.children) + anchor) + newline
        case .paragraph:
            note(node.plainText)
            return HTML.element("p", [], inlines(node.children)) + newline
        case .blockQuote:
            return HTML.element("blockquote", [], newline + blocks(node.children)) + newline
        case .list(let ordered, let start, let tight):
            var attributes: [(String, String)] = []
            if ordered && start != 1 { attributes.append(("start", String(start))) }
            var items = HTML()
            for item in node.children { items += listItem(item, tight: tight) }
            return HTML.element(ordered ? "ol" : "ul", attributes, newline + items) + newline
        case .codeBlock(_, let literal, _):
            return codeBlock(node, literal: literal)
        case .htmlBlock(let raw):
            // Raw HTML is never passed through: it is shown as what it is.
            return HTML.element("pre", [("class", "raw-html")], HTML.element("code", [], HTML.text(raw))) + newline
        case .thematicBreak:
            return HTML(trusted: "<hr>\n")
        case .table(let alignments):
            return table(node, alignments: alignments)
        default:
            return blocks(node.children)
        }
    }

    private var newline: HTML { HTML(trusted: "\n") }

    private mutating func listItem(_ item: MarkdownNode, tight: Bool) -> HTML {
        var content = HTML()
        if case .item(let checked?) = item.kind {
            content += HTML.void(
                "input", [("type", "checkbox"), ("disabled", "disabled")] + (checked ? [("checked", "checked")] : []))
            content += HTML(trusted: " ")
        }
        for child in item.children {
            if tight, case .paragraph = child.kind {
                note(child.plainText)
                content += inlines(child.children)
            } else {
                content += block(child)
            }
        }
        let attributes: [(String, String)] = {
            if case .item(_?) = item.kind { return [("class", "task")] } else { return [] }
        }()
        return HTML.element("li", attributes, content) + newline
    }

    private mutating func table(_ node: MarkdownNode, alignments: [TableAlignment]) -> HTML {
        var head = HTML()
        var body = HTML()
        for row in node.children {
            guard case .tableRow(let isHeader) = row.kind else { continue }
            var cells = HTML()
            for (column, cell) in row.children.enumerated() {
                note(cell.plainText)
                let alignment = column < alignments.count ? alignments[column] : .none
                let attributes: [(String, String)] = alignment == .none ? [] : [("class", "align-\(alignment)")]
                cells += HTML.element(
                    isHeader ? "th" : "td", isHeader ? attributes + [("scope", "col")] : attributes,
                    inlines(cell.children))
            }
            let rowHTML = HTML.element("tr", [], cells) + newline
            if isHeader { head += rowHTML } else { body += rowHTML }
        }
        var table = HTML.element("thead", [], newline + head)
        if body != HTML() { table += HTML.element("tbody", [], newline + body) }
        // Focusable like a code block: a wide table scrolls, and a keyboard reader must be able to scroll it.
        return HTML.element(
            "div", [("class", "table-wrap"), ("tabindex", "0")], HTML.element("table", [], newline + table)) + newline
    }

    /// The notes, as cmark-gfm renders them: one back-link per reference to the note (the second and later
    /// numbered), placed inside the note's last paragraph when it ends with one.
    private mutating func footnoteSection(_ definitions: [MarkdownNode]) -> HTML {
        // Render every note first: a note may refer to another, which adds a back-link to that one.
        var rendered: [(number: Int, body: HTML, lastParagraph: HTML?)] = []
        for definition in definitions {
            guard case .footnoteDefinition(let number) = definition.kind else { continue }
            var children = definition.children
            var lastParagraph: HTML?
            if let last = children.last, case .paragraph = last.kind {
                children.removeLast()
                let body = blocks(children)
                note(last.plainText)
                lastParagraph = inlines(last.children)
                rendered.append((number, body, lastParagraph))
            } else {
                rendered.append((number, blocks(children), nil))
            }
        }
        var items = HTML()
        for (number, body, lastParagraph) in rendered {
            var backs = HTML()
            for index in 1...max(footnoteReferences[number] ?? 1, 1) {
                if index > 1 { backs += HTML(trusted: " ") }
                let target = index == 1 ? "lb_fnref-\(number)" : "lb_fnref-\(number)-\(index)"
                var mark = HTML.text("↩")
                if index > 1 { mark += HTML.element("sup", [("class", "footnote-ref")], HTML.text(String(index))) }
                backs += HTML.element(
                    "a", [("href", "#" + target), ("class", "footnote-back"), ("aria-label", strings.backToReference)],
                    mark)
            }
            var content = newline + body
            if let lastParagraph {
                content += HTML.element("p", [], lastParagraph + HTML(trusted: " ") + backs) + newline
            } else {
                content += backs + newline
            }
            items += HTML.element("li", [("id", "lb_fn-\(number)")], content) + newline
        }
        return HTML.element(
            "section", [("class", "footnotes"), ("aria-label", strings.notes)],
            HTML.void("hr", []) + HTML.element("ol", [], newline + items)) + newline
    }

    // MARK: Inlines

    private mutating func inlines(_ nodes: [MarkdownNode]) -> HTML {
        var html = HTML()
        for node in nodes { html += inline(node) }
        return html
    }

    private mutating func inline(_ node: MarkdownNode) -> HTML {
        switch node.kind {
        case .text(let text): return HTML.text(text)
        case .softBreak: return newline
        case .lineBreak: return HTML(trusted: "<br>\n")
        case .code(let code): return HTML.element("code", [("translate", "no")], HTML.text(code))
        case .htmlInline(let raw): return HTML.element("code", [("class", "raw-html")], HTML.text(raw))
        case .emphasis: return HTML.element("em", [], inlines(node.children))
        case .strong: return HTML.element("strong", [], inlines(node.children))
        case .strikethrough: return HTML.element("del", [], inlines(node.children))
        case .link(let destination, let title):
            guard let href = links.href(destination) else { return inlines(node.children) }
            var attributes = [("href", href)]
            if !title.isEmpty { attributes.append(("title", title)) }
            return HTML.element("a", attributes, inlines(node.children))
        case .image(let source, let title):
            let alt = node.plainText
            // Only images shipped with the site: a remote image would be a network request.
            guard let src = links.localResource(source) else {
                return HTML.element("span", [("class", "missing-image")], HTML.text(alt))
            }
            var attributes = [("src", src), ("alt", alt)]
            if !title.isEmpty { attributes.append(("title", title)) }
            return HTML.void("img", attributes)
        case .footnoteReference(let number):
            let count = footnoteReferences[number, default: 0] + 1
            footnoteReferences[number] = count
            let id = count == 1 ? "lb_fnref-\(number)" : "lb_fnref-\(number)-\(count)"
            return HTML.element(
                "sup", [("class", "footnote-ref")],
                HTML.element("a", [("href", "#lb_fn-\(number)"), ("id", id)], HTML.text(String(number))))
        default:
            return inlines(node.children)
        }
    }
}

/// Which link targets a page may carry, and how the links a lesson holds are written into its page.
///
/// A lesson's Markdown file becomes its page (`03-x.md#a` → `03-x.html#a`). A root-relative path
/// (`/tr/01-x.md`: the lessons folder is the site's root) is written relative to the page (`../tr/01-x.html`),
/// so it leads to the same page wherever the site is published: under a `baseURL` with a path (a project
/// site), or opened from disk. The link check (`LinkCheck`) reads destinations the same way.
struct LinkPolicy {
    /// From the page to the site root: `../` for `tr/01-x.html`, `../../` in a chapter folder; nil for a text
    /// shown on no page (root-relative and folder links then stay as written).
    var pathToRoot: String? = "../"
    /// Put before other relative links: a chapter's landing text is shown on its language's contents page
    /// but links from its own folder (`02-navigasyon/`).
    var folder = ""

    func href(_ destination: String) -> String? {
        URLPolicy.href(rewritten(destination))
    }

    func localResource(_ source: String) -> String? {
        URLPolicy.localSource(rewritten(source))
    }

    /// The destination as the page must carry it; links with a scheme or to another host are left as written.
    func rewritten(_ destination: String) -> String {
        let form = URLPolicy.browserForm(destination)
        guard URLPolicy.scheme(of: form) == nil, !form.hasPrefix("//") else { return destination }
        var rewritten = destination
        if form.hasPrefix("/") {
            if let pathToRoot { rewritten = pathToRoot + form.dropFirst() }
        } else if !folder.isEmpty, let first = form.first, first != "#", first != "?" {
            rewritten = folder + form
        }
        let end = rewritten.firstIndex { $0 == "#" || $0 == "?" } ?? rewritten.endIndex
        let path = rewritten[..<end]
        if path.hasSuffix(".md"), !path.hasSuffix("/.md"), path.count > 3 {
            return String(path.dropLast(3)) + ".html" + rewritten[end...]
        }
        // A folder is its `index.html`, named: a page opened from disk, and a host without an index file,
        // would show the folder's listing.
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard pathToRoot != nil, !path.isEmpty, ["", ".", ".."].contains(last) else { return rewritten }
        return path + (last.isEmpty ? "" : "/") + "index.html" + rewritten[end...]
    }
}
