import LessonMarkdown
import LessonModel

/// Code blocks on a page: each labelled by what it is, runnable blocks paired with their checked output.
extension LessonBody {
    /// - Parameter reasoning: an exercise's reasoning paragraphs, shown inside the disclosure after its output.
    mutating func codeBlock(_ node: MarkdownNode, literal: String, reasoning: HTML = HTML()) -> HTML {
        let line = node.range.startLine
        let entry = roles[line]
        if entry?.role != .transcript { noteCode(literal) }
        switch entry?.role ?? .excerpt {
        case .transcript:
            return HTML()  // shown under its runnable block
        case .runnable:
            let exercise = entry?.block.isExercise ?? false
            let badge =
                exercise
                ? HTML.element("span", [("class", "badge exercise")], HTML.text(strings.exercise))
                : HTML.element("span", [("class", "badge")], HTML.text(strings.runnable))
            let id = LessonBody.blockID(line)
            let declaring = names?.names(of: literal).map(PageNames.declaringLines) ?? []
            var pair = CodeFigure.code(
                literal, language: "swift", kind: exercise ? "runnable exercise" : "runnable", highlighter: highlighter,
                caption: badge + languageModeTag(entry?.block), anchors: declaring, anchorPrefix: id + "-L",
                names: &names, blockID: id)
            if let output = outputs[line] {
                // An exercise's output waits behind a native disclosure: it opens without script.
                pair +=
                    exercise
                    ? HTML.element(
                        "details", [("class", "exercise-output")],
                        HTML.element("summary", [], HTML.text(strings.showOutput)) + outputFigure(output) + reasoning)
                    : outputFigure(output)
            }
            // Each block has a stable anchor (its lesson line), reserved before any heading took an id.
            return HTML.element("div", [("class", "pair"), ("id", id)], pair)
                + HTML(trusted: "\n")
        case .compileError:
            return compileErrorBlock(
                line: line, literal: literal, exercise: entry?.block.isExercise ?? false,
                reasoning: reasoning)
        case .kernelListing(let name):
            let link = HTML.element(
                "a", [("href", pathToLanguage + "kernels.html#" + KernelUse.anchor(name))], HTML.text(name + ".swift"))
            let caption =
                HTML.element("span", [("class", "badge kernel")], HTML.text(strings.kernel)) + HTML(trusted: " ") + link
            let figure = CodeFigure.code(
                literal, language: "swift", kind: "kernel", highlighter: highlighter, caption: caption, names: &names)
            // Foldable; folded after the kernel's first listing in this language.
            let summary = HTML.element(
                "summary", [],
                HTML.text(
                    "\(strings.kernel) · \(name).swift · \(strings.counting(.lineCount, KernelUse.lineCount(literal)))")
            )
            return HTML.element(
                "details", [("class", "kernel-fold")] + (openListings.contains(line) ? [("open", "open")] : []),
                summary + figure)
                + HTML(trusted: "\n")
        case .excerpt:
            let language = entry?.block.language ?? ""
            let caption =
                language == "swift"
                ? HTML.element("span", [("class", "badge excerpt")], HTML.text(strings.notRun)) : HTML()
            return CodeFigure.code(
                literal, language: language, kind: "excerpt", highlighter: highlighter, caption: caption)
                + HTML(trusted: "\n")
        }
    }

    /// "Swift 6" beside the badge of a block that asks for that language mode in its info string.
    func languageModeTag(_ block: CodeBlock?) -> HTML {
        guard let mode = block?.requestedLanguageMode, mode != .swift5 else { return HTML() }
        return HTML(trusted: " ") + HTML.element("span", [("class", "badge mode")], HTML.text("Swift " + mode.rawValue))
    }

    private mutating func outputFigure(_ output: BlockOutput) -> HTML {
        outputFigure(output, title: strings.output, kind: "output", content: transcriptHTML(output.text))
    }

    /// What a block printed, or what the compiler said of it, under the block: a caption that says whether
    /// the lesson holds it (checked) or the build made it, then the text.
    func outputFigure(_ output: BlockOutput, title: String, kind: String, content: HTML) -> HTML {
        let state = output.state == .checked ? "checked" : "unchecked"
        let mark = output.state == .checked ? "✓ " + strings.checked : "⚠ " + strings.filledAtBuild
        let caption = HTML.element(
            "figcaption", [],
            HTML.text(title) + HTML(trusted: " ") + HTML.element("span", [("class", "state")], HTML.text(mark)))
        // Transcripts and compiler messages are code too; their markup's attributes hold the course's
        // own words only (kernel words' meanings), never the block's output.
        let samp = HTML.element("samp", [("translate", "no")], HTML.showingBidiControls(content))
        return HTML.element(
            "figure", [("class", kind + " " + state)], caption + HTML.element("pre", [("tabindex", "0")], samp))
    }

    /// The transcript with kernel words marked, each explained on hover and in the page's legend. A count
    /// of a bad word that is zero (`eksik: 0`) says nothing went wrong, so it is shown neutral, not alarming.
    private mutating func transcriptHTML(_ text: String) -> HTML {
        var html = HTML()
        var pending = String.UnicodeScalarView()  // text not yet known to be a kernel word
        var word = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        func flush(before next: Int) {
            guard !word.isEmpty else { return }
            let candidate = String(word)
            if var entry = meanings[candidate] {
                if !pending.isEmpty {
                    html += HTML.text(String(pending))
                    pending = String.UnicodeScalarView()
                }
                vocabularyUsed.insert(candidate)
                if entry.tone == .bad, Self.countsZero(scalars, from: next) { entry.tone = .neutral }
                html += HTML.element(
                    "span", [("class", entry.className), ("title", entry.meaning)], HTML.text(candidate))
            } else {
                pending.append(contentsOf: word)
            }
            word = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            let letter =
                scalar.isASCII
                ? ((scalar.value | 0x20) >= 97 && (scalar.value | 0x20) <= 122) : scalar.properties.isAlphabetic
            if letter || scalar == "-" || scalar == "_" {
                word.append(scalar)
            } else {
                flush(before: index)
                pending.append(scalar)
            }
        }
        flush(before: scalars.count)
        if !pending.isEmpty { html += HTML.text(String(pending)) }
        return html
    }

    /// Whether the text at `index` reads `: 0`, `=0` or ` 0` followed by no further digit.
    static func countsZero(_ scalars: [Unicode.Scalar], from index: Int) -> Bool {
        var at = index
        while at < scalars.count, scalars[at] == ":" || scalars[at] == "=" || scalars[at] == " " { at += 1 }
        guard at > index, at < scalars.count, scalars[at] == "0" else { return false }
        return at + 1 == scalars.count || !(scalars[at + 1].properties.numericType != nil)
    }
}

/// A code figure: an optional caption, then the code, highlighted when it is Swift.
enum CodeFigure {
    /// The deepest indentation a wrapped line keeps (in spaces).
    static let maxIndent = 24
    /// Lines up to this long never wrap on paper (A4, 11 pt monospace holds about 88 characters).
    static let printWidth = 84

    /// Each indented line that may wrap when printed, in a span that names its indentation (`ind i8`): the
    /// print stylesheet makes its wrapped parts start under its first character. Only such lines: a span
    /// per line would add a tenth to a page. A line whose markup holds an unclosed span (a comment that
    /// goes on) is left as it is.
    /// Gives the chosen lines of highlighted code an id: the line in a `span.line` when its markup is whole
    /// (so `:target` can mark it), else an empty anchor before it (a line inside a multi-line comment).
    static func anchoring(_ html: HTML, lines: Set<Int>, prefix: String) -> HTML {
        guard !lines.isEmpty else { return html }
        var markupLines = html.markup.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines.sorted() where line >= 1 && line <= markupLines.count {
            let markup = markupLines[line - 1]
            let id = HTML.attribute(prefix + String(line))
            let balanced =
                markup.components(separatedBy: "<span").count == markup.components(separatedBy: "</span>").count
            markupLines[line - 1] =
                balanced
                ? "<span class=\"line\" id=\"\(id)\">" + markup + "</span>"
                : "<span class=\"line-anchor\" id=\"\(id)\"></span>" + markup
        }
        return HTML(trusted: markupLines.joined(separator: "\n"))
    }

    static func keepingIndent(_ html: HTML, source: String) -> HTML {
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // A line's bytes bound its characters from above, and are counted at once: most lines are short.
        guard
            sourceLines.contains(where: { $0.first == " " && $0.utf8.count > printWidth && $0.count > printWidth })
        else { return html }
        let markupLines = html.markup.split(separator: "\n", omittingEmptySubsequences: false)
        guard markupLines.count == sourceLines.count else { return html }
        var result = ""
        for (index, (line, markup)) in zip(sourceLines, markupLines).enumerated() {
            let indent = min(line.prefix { $0 == " " }.count, maxIndent)
            let last = index == sourceLines.count - 1
            // Whether the line's spans are balanced is asked only of a long indented line (counting them on
            // every line of every listing was a tenth of a `build`).
            if indent > 0, line.count > printWidth,
                markup.components(separatedBy: "<span").count == markup.components(separatedBy: "</span>").count
            {
                result += "<span class=\"ind i\(indent)\">" + markup + (last ? "" : "\n") + "</span>"
            } else {
                result += markup + (last ? "" : "\n")
            }
        }
        return HTML(trusted: result)
    }

    /// - Parameters:
    ///   - anchors: lines (1-based) that get an id, `<anchorPrefix><line>`, so a message or a name can link to them.
    ///   - names: the page's names, to mark each identifier the compiler resolved in `code`.
    ///   - blockID: the block's id, for names declared in it.
    static func code(
        _ code: String, language: String, kind: String, highlighter: HighlightCache, caption: HTML,
        anchors: Set<Int> = [], anchorPrefix: String = ""
    ) -> HTML {
        var none: PageNames? = nil
        return Self.code(
            code, language: language, kind: kind, highlighter: highlighter, caption: caption, anchors: anchors,
            anchorPrefix: anchorPrefix, names: &none)
    }

    static func code(
        _ code: String, language: String, kind: String, highlighter: HighlightCache, caption: HTML,
        anchors: Set<Int> = [], anchorPrefix: String = "", names: inout PageNames?, blockID: String? = nil
    ) -> HTML {
        var text = code
        if text.hasSuffix("\n") { text.removeLast() }
        let body: HTML
        if language == "swift", anchors.isEmpty {
            body = highlighter.indentedHTML(text)
        } else {
            let highlighted = language == "swift" ? highlighter.html(text) : HTML.text(text)
            body = keepingIndent(anchoring(highlighted, lines: anchors, prefix: anchorPrefix), source: text)
        }
        var dataNames: String?
        if language == "swift", let resolved = names?.names(of: code) {
            dataNames = names!.dataNames(text, names: resolved, blockID: blockID)
        }
        var attributes: [(String, String)] = [("translate", "no")]
        // The info string's first word as written (cmark-gfm does the same); the attribute writer escapes it.
        if !language.isEmpty { attributes.append(("class", "language-" + language)) }
        if let dataNames { attributes.append(("data-names", dataNames)) }
        // Focusable, so a keyboard reader can scroll a long line and the arrow keys stay inside the block.
        let pre = HTML.element(
            "pre", [("tabindex", "0")], HTML.element("code", attributes, HTML.showingBidiControls(body)))
        let figcaption = caption == HTML() ? HTML() : HTML.element("figcaption", [], caption)
        return HTML.element("figure", [("class", "code " + kind)], figcaption + pre)
    }
}
