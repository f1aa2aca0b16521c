import LessonModel
import Markdown

/// Code blocks on a page: each labelled by what it is, runnable blocks paired with their checked output.
extension LessonBody {
    /// - Parameter reasoning: an exercise's reasoning paragraphs, shown inside the disclosure after its output.
    mutating func codeBlock(_ node: MarkdownNode, literal: String, reasoning: HTML = HTML()) -> HTML {
        let line = node.range.startLine
        let entry = roles[line]
        switch entry?.role ?? .excerpt {
        case .transcript:
            return HTML()   // shown under its runnable block
        case .runnable:
            let exercise = entry?.block.isExercise ?? false
            let badge = exercise ? HTML.element("span", [("class", "badge exercise")], HTML.text(strings.exercise))
                : HTML.element("span", [("class", "badge")], HTML.text(strings.runnable))
            var pair = CodeFigure.code(literal, language: "swift", kind: exercise ? "runnable exercise" : "runnable", highlighter: highlighter, caption: badge)
            if let output = outputs[line] {
                // An exercise's output waits behind a native disclosure: it opens without script.
                pair += exercise ? HTML.element("details", [("class", "exercise-output")],
                                                HTML.element("summary", [], HTML.text(strings.showOutput)) + outputFigure(output) + reasoning)
                    : outputFigure(output)
            }
            // Each block has a stable anchor (its lesson line), reserved before any heading took an id.
            return HTML.element("div", [("class", "pair"), ("id", LessonBody.blockID(line))], pair) + HTML(trusted: "\n")
        case .kernelListing(let name):
            let link = HTML.element("a", [("href", pathToLanguage + "kernels.html#" + KernelUse.anchor(name))], HTML.text(name + ".swift"))
            let caption = HTML.element("span", [("class", "badge kernel")], HTML.text(strings.kernel)) + HTML(trusted: " ") + link
            let figure = CodeFigure.code(literal, language: "swift", kind: "kernel", highlighter: highlighter, caption: caption)
            // Foldable; folded after the kernel's first listing in this language.
            let summary = HTML.element("summary", [], HTML.text("\(strings.kernel) · \(name).swift · \(KernelUse.lineCount(literal)) \(strings.lines)"))
            return HTML.element("details", [("class", "kernel-fold")] + (openListings.contains(line) ? [("open", "open")] : []), summary + figure)
                + HTML(trusted: "\n")
        case .excerpt:
            let language = entry?.block.language ?? ""
            let caption = language == "swift"
                ? HTML.element("span", [("class", "badge excerpt")], HTML.text(strings.notRun)) : HTML()
            return CodeFigure.code(literal, language: language, kind: "excerpt", highlighter: highlighter, caption: caption) + HTML(trusted: "\n")
        }
    }

    private mutating func outputFigure(_ output: BlockOutput) -> HTML {
        let state = output.state == .checked ? "checked" : "unchecked"
        let mark = output.state == .checked ? "✓ " + strings.checked : "⚠ " + strings.filledAtBuild
        let caption = HTML.element("figcaption", [], HTML.text(strings.output) + HTML(trusted: " ")
            + HTML.element("span", [("class", "state")], HTML.text(mark)))
        let samp = HTML.element("samp", [("translate", "no")], transcriptHTML(output.text))
        return HTML.element("figure", [("class", "output " + state)], caption + HTML.element("pre", [("tabindex", "0")], samp))
    }

    /// The transcript with kernel words marked, each explained on hover and in the page's legend.
    private mutating func transcriptHTML(_ text: String) -> HTML {
        var html = HTML()
        var pending = String.UnicodeScalarView()   // text not yet known to be a kernel word
        var word = String.UnicodeScalarView()
        func flush() {
            guard !word.isEmpty else { return }
            let candidate = String(word)
            if let entry = meanings[candidate] {
                if !pending.isEmpty { html += HTML.text(String(pending)); pending = String.UnicodeScalarView() }
                vocabularyUsed.insert(candidate)
                html += HTML.element("span", [("class", entry.className), ("title", entry.meaning)], HTML.text(candidate))
            } else {
                pending.append(contentsOf: word)
            }
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            let letter = scalar.isASCII ? ((scalar.value | 0x20) >= 97 && (scalar.value | 0x20) <= 122) : scalar.properties.isAlphabetic
            if letter || scalar == "-" || scalar == "_" {
                word.append(scalar)
            } else {
                flush()
                pending.append(scalar)
            }
        }
        flush()
        if !pending.isEmpty { html += HTML.text(String(pending)) }
        return html
    }
}

/// A code figure: an optional caption, then the code, highlighted when it is Swift.
enum CodeFigure {
    static func code(_ code: String, language: String, kind: String, highlighter: HighlightCache, caption: HTML) -> HTML {
        var text = code
        if text.hasSuffix("\n") { text.removeLast() }
        let body = language == "swift" ? highlighter.html(text) : HTML.text(text)
        var attributes: [(String, String)] = [("translate", "no")]
        // The info string's first word as written (cmark-gfm does the same); the attribute writer escapes it.
        if !language.isEmpty { attributes.append(("class", "language-" + language)) }
        // Focusable, so a keyboard reader can scroll a long line and the arrow keys stay inside the block.
        let pre = HTML.element("pre", [("tabindex", "0")], HTML.element("code", attributes, body))
        let figcaption = caption == HTML() ? HTML() : HTML.element("figcaption", [], caption)
        return HTML.element("figure", [("class", "code " + kind)], figcaption + pre)
    }
}
