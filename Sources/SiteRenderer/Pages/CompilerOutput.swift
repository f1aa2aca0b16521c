import LessonModel

/// A compile-error block on a page: its code, marked as code the compiler refuses, and the compiler's
/// messages under it, styled by severity, each `main.swift:line:column` a link to that line of the block.
extension LessonBody {
    mutating func compileErrorBlock(line: Int, literal: String, exercise: Bool, reasoning: HTML) -> HTML {
        let id = LessonBody.blockID(line)
        let output = outputs[line]
        let messages = output.map { CompilerMessageLine.parse($0.text) } ?? []
        let referenced = Set(messages.compactMap { $0.location.flatMap { $0.file == "main.swift" ? $0.line : nil } })
        let badge =
            HTML.element(
                "span", [("class", "badge does-not-compile")], HTML.text("✕ " + strings.doesNotCompile))
            + (exercise
                ? HTML(trusted: " ") + HTML.element("span", [("class", "badge exercise")], HTML.text(strings.exercise))
                : HTML()) + languageModeTag(lesson.blocks.first { $0.block.openingLine == line }?.block)
        var pair = CodeFigure.code(
            literal, language: "swift", kind: exercise ? "compile-error exercise" : "compile-error",
            highlighter: highlighter, caption: badge, anchors: referenced, anchorPrefix: id + "-L")
        if let output {
            // Indexed as the compiler says it (`error: cannot find 'x' in scope`), the location left out: a
            // learner pastes the message from their own file, whose name and line are not the lesson's.
            for message in messages {
                if let location = message.location { note(location.severity + ": " + message.text) }
            }
            let figure = compilerFigure(output, messages: messages, blockID: id)
            pair +=
                exercise
                ? HTML.element(
                    "details", [("class", "exercise-output")],
                    HTML.element("summary", [], HTML.text(strings.showOutput)) + figure + reasoning)
                : figure
        }
        return HTML.element("div", [("class", "pair compile-error"), ("id", id)], pair) + HTML(trusted: "\n")
    }

    private func compilerFigure(_ output: BlockOutput, messages: [CompilerMessageLine], blockID: String) -> HTML {
        var body = HTML()
        for (index, message) in messages.enumerated() {
            if index > 0 { body += HTML(trusted: "\n") }
            body += message.html(blockID: blockID)
        }
        return outputFigure(output, title: strings.compilerOutput, kind: "output compiler", content: body)
    }
}

/// One line of the compiler's output: a message (`main.swift:3:5: error: …`), or a line of the source
/// excerpt, caret or fix-it that follows it.
struct CompilerMessageLine: Equatable {
    struct Location: Equatable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
    }

    var raw: String
    var location: Location?
    /// The message after `severity: ` (what a learner searches for), or the whole line.
    var text: String

    static let severities = ["error", "warning", "note", "remark"]

    static func parse(_ output: String) -> [CompilerMessageLine] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.map(parseLine)
    }

    /// `file:line:column: severity: text`, the LLVM style the compile-error blocks are compiled in.
    static func parseLine(_ line: String) -> CompilerMessageLine {
        for severity in severities {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let fields = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, let number = Int(fields[fields.count - 2]),
                let column = Int(fields[fields.count - 1]),
                !fields.dropLast(2).joined(separator: ":").contains(" ")
            else { continue }
            return CompilerMessageLine(
                raw: line,
                location: Location(
                    file: fields.dropLast(2).joined(separator: ":"), line: number, column: column, severity: severity),
                text: String(line[marker.upperBound...]))
        }
        return CompilerMessageLine(raw: line, location: nil, text: line)
    }

    /// The message with its place linked to the block's line (only `main.swift` is the block) and its
    /// severity named in words and in colour; any other line as it is.
    func html(blockID: String) -> HTML {
        guard let location else { return HTML.text(raw) }
        let place = "\(location.file):\(location.line):\(location.column)"
        let placeHTML =
            location.file == "main.swift"
            ? HTML.element("a", [("href", "#\(blockID)-L\(location.line)")], HTML.text(place))
            : HTML.text(place)
        let content =
            placeHTML + HTML.text(": ")
            + HTML.element("strong", [("class", "severity")], HTML.text(location.severity))
            + HTML.text(": " + text)
        return HTML.element("span", [("class", "diagnostic " + location.severity)], content)
    }
}
