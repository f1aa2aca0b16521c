import LessonMarkdown

/// Reads a lesson: parses it with cmark-gfm, classifies its code blocks and pairs runnable blocks with
/// their transcripts. Pure: it is given the text and the kernel names, and reads no files.
public enum LessonParser {
    public static let runnableMarker = "// main.swift"

    /// - Parameters:
    ///   - key: the path relative to the lessons folder (`tr/01-x.md`).
    ///   - displayPath: the path printed in messages (`lessons/tr/01-x.md`).
    ///   - kernelNames: the kernels that exist (`Sync` for `Sources/Kernels/Sync.swift`).
    public static func parse(_ source: SourceText, key: String, displayPath: String, kernelNames: Set<String>) -> Lesson
    {
        let document = MarkdownParser.parse(source.text)
        var problems: [Diagnostic] = []
        let here = { (line: Int) in SourceLocation(file: displayPath, line: line) }

        var path: LessonPath?
        do { path = try LessonPath(key: key) } catch {
            problems.append(Diagnostic(.error, .lessonName, at: here(1), error.description))
        }

        let heading = title(of: document)
        if heading.text?.isEmpty ?? true {
            problems.append(
                Diagnostic(
                    .error, .missingTitle, at: here(1), "the lesson has no title: its first `# ` heading names it"))
        }

        var blocks: [LessonBlock] = []
        var runnables: [RunnableBlock] = []
        var listings: [KernelListing] = []
        collect(
            in: document, source: source, kernelNames: kernelNames, blocks: &blocks, runnables: &runnables,
            listings: &listings)
        if let tooDeep = firstNodeTooDeep(in: document) {
            problems.append(
                Diagnostic(
                    .error, .nestingTooDeep, at: here(tooDeep),
                    "quotes, lists or emphasis are nested more than \(MarkdownParser.maximumDepth) levels deep here: lessonbuild reads at most \(MarkdownParser.maximumDepth)"
                ))
        }
        problems += blockProblems(blocks, at: here)
        problems += bidiControlWarnings(blocks, at: here)
        return Lesson(
            key: key, displayPath: displayPath, path: path, source: source, document: document,
            title: heading.text, titleLine: heading.line, blocks: blocks, runnables: runnables,
            listings: listings, problems: problems)
    }

    /// The text of the first level-1 heading and its line.
    private static func title(of document: MarkdownNode) -> (text: String?, line: Int?) {
        var title: (text: String?, line: Int?) = (nil, nil)
        document.forEach { node in
            if title.text == nil, case .heading(level: 1) = node.kind {
                title = (node.plainText.trimmingSpaces, node.range.startLine)
            }
        }
        return title
    }

    /// The line of the first place cmark-gfm stopped reading deeper (its nesting limit), if any.
    private static func firstNodeTooDeep(in document: MarkdownNode) -> Int? {
        var line: Int?
        document.forEach { node in
            if line == nil, case .other(MarkdownParser.nestingLimitType) = node.kind { line = node.range.startLine }
        }
        return line
    }

    /// What is wrong with the lesson's code blocks on their own: a block that looks runnable but is not,
    /// a fence never closed.
    private static func blockProblems(_ blocks: [LessonBlock], at here: (Int) -> SourceLocation) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for item in blocks where item.role == .excerpt {
            if let why = almostRunnable(item.block) {
                problems.append(
                    Diagnostic(
                        .warning, .notRunnable, at: here(item.block.openingLine),
                        "this block is shown but not run: \(why). A runnable block has the info string `swift` and starts with the line `\(runnableMarker)`"
                    ))
            }
        }
        // An excerpt's open fence too: everything after it would be shown as its code, and nothing checked.
        for item in blocks where item.block.closingLine == nil {
            let what = item.role == .transcript ? "transcript" : "code block"
            let fence = String(repeating: item.block.fence?.character ?? "`", count: item.block.fence?.length ?? 3)
            problems.append(
                Diagnostic(
                    .error, .unclosedFence, at: here(item.block.openingLine),
                    "this \(what)'s fence is never closed: add a closing \(fence) line"))
        }
        return problems
    }

    /// The role of a code block that is not a transcript (transcripts are decided by position).
    public static func role(of block: CodeBlock, kernelNames: Set<String>) -> BlockRole {
        guard block.language == "swift" else { return .excerpt }
        let first = block.firstLine
        if hasRunnableMarker(first) { return block.expectsCompileError ? .compileError : .runnable }
        if let name = kernelName(inFirstLine: first), kernelNames.contains(name) {
            return .kernelListing(name: name)
        }
        return .excerpt
    }

    /// Whether a first line is the runnable marker: `// main.swift`, not followed by more of a name
    /// (`// main.swiftui` is not it).
    static func hasRunnableMarker(_ first: String) -> Bool {
        first.hasPrefix(runnableMarker) && !startsIdentifier(first.dropFirst(runnableMarker.count).first)
    }

    /// Why an excerpt looks as if it was meant to run (nil when it does not): a first line that reads as
    /// `// main.swift` once invisible and look-alike characters are ignored, or a near-`swift` info string.
    public static func almostRunnable(_ block: CodeBlock) -> String? {
        let first = block.firstLine
        let marked = hasRunnableMarker(first)
        let language = block.language.lowercased()
        if marked, block.language != "swift", language.hasPrefix("swift") || language.hasSuffix("swift") {
            return "its info string is `\(block.language)`, not `swift`"
        }
        guard language == "swift", !marked else { return nil }
        // Drop format characters (zero-width space, joiners, BOM), fold compatibility forms (fullwidth,
        // non-breaking space) and case, and ignore spacing.
        var folded = String.UnicodeScalarView()
        for scalar in first.unicodeScalars where scalar.properties.generalCategory != .format {
            // Fullwidth ASCII (U+FF01…U+FF5E) is ASCII shifted by 0xFEE0.
            if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
                folded.append(ascii)
            } else {
                folded.append(scalar)
            }
        }
        let squeezed = String(folded).lowercased().filter { !$0.isWhitespace }
        let lookAlike = ["//main.swift", "/main.swift"].first { squeezed.hasPrefix($0) }
        guard let lookAlike, !startsIdentifier(squeezed.dropFirst(lookAlike.count).first) else { return nil }
        if block.language != "swift" { return "its info string is `\(block.language)`, not `swift`" }
        return
            "its first line `\(first.debugDescription.dropFirst().dropLast())` only looks like `\(runnableMarker)` (it has invisible or look-alike characters, or different spacing or case)"
    }

    /// `// Sync.swift …` → `Sync`.
    public static func kernelName(inFirstLine line: String) -> String? {
        guard line.hasPrefix("// ") else { return nil }
        let rest = line.dropFirst(3)
        let name = rest.prefix(while: isNameCharacter)
        let after = rest.dropFirst(name.count)
        guard !name.isEmpty, after.hasPrefix(".swift"), !startsIdentifier(after.dropFirst(6).first) else { return nil }
        return String(name)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "+"
    }

    private static func startsIdentifier(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    /// Walks containers in document order. A transcript is the `text` block that is the next sibling of a
    /// runnable block with nothing but blank lines between them.
    private static func collect(
        in node: MarkdownNode, source: SourceText, kernelNames: Set<String>,
        blocks: inout [LessonBlock], runnables: inout [RunnableBlock],
        listings: inout [KernelListing]
    ) {
        var index = 0
        let children = node.children
        while index < children.count {
            let child = children[index]
            guard let block = codeBlock(child, source: source) else {
                collect(
                    in: child, source: source, kernelNames: kernelNames, blocks: &blocks, runnables: &runnables,
                    listings: &listings)
                index += 1
                continue
            }
            let role = self.role(of: block, kernelNames: kernelNames)
            blocks.append(LessonBlock(role: role, block: block))
            switch role {
            case .runnable, .compileError:
                var transcript: CodeBlock?
                if index + 1 < children.count, let next = codeBlock(children[index + 1], source: source),
                    next.language == "text", block.closingLine != nil,
                    (block.lastLine + 1..<next.openingLine).allSatisfy({ isBlankInContainer(source.line($0)) })
                {
                    transcript = next
                    blocks.append(LessonBlock(role: .transcript, block: next))
                    index += 1
                }
                runnables.append(RunnableBlock(code: block, transcript: transcript))
            case .kernelListing(let name):
                listings.append(KernelListing(name: name, block: block))
            case .transcript, .excerpt:
                break
            }
            index += 1
        }
    }

    private static func codeBlock(_ node: MarkdownNode, source: SourceText) -> CodeBlock? {
        guard case .codeBlock(let info, let literal, let fence) = node.kind else { return nil }
        let opening = node.range.startLine
        let lineText = Array(source.line(opening).utf8)
        let prefixLength = min(max(node.range.startColumn - 1, 0), lineText.count)
        let prefix = String(decoding: lineText[..<prefixLength], as: UTF8.self)
        var closing: Int?
        if let fence, node.range.endLine > opening, isClosingFence(source.line(node.range.endLine), fence: fence) {
            closing = node.range.endLine
        }
        let language = String(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        return CodeBlock(
            info: info, language: language, code: literal, openingLine: opening, closingLine: closing,
            lastLine: max(node.range.endLine, opening), linePrefix: fence == nil ? "" : prefix, fence: fence)
    }

    /// A blank line as seen from inside a container: only block quote markers and spaces (`>` is the
    /// blank line between two blocks of one quote, which is what `fill` writes there).
    static func isBlankInContainer(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == ">" }
    }

    /// A closing fence: container markers and indentation, then at least as many fence characters, then blanks.
    static func isClosingFence(_ line: String, fence: Fence) -> Bool {
        var rest = Substring(line)
        while let first = rest.first, first == " " || first == ">" || first == "\t" { rest = rest.dropFirst() }
        let run = rest.prefix { $0 == fence.character }
        guard run.count >= fence.length else { return false }
        return rest.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
