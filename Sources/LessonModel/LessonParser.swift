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
        let found = collect(
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
        problems += BlockRules.problems(found, source: source, kernelNames: kernelNames, at: here)
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

    /// A fence never closed.
    private static func blockProblems(_ blocks: [LessonBlock], at here: (Int) -> SourceLocation) -> [Diagnostic] {
        var problems: [Diagnostic] = []
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

    /// A code block as found, with the block right before it in its container (only blank lines between).
    struct FoundBlock {
        var block: CodeBlock
        var role: BlockRole
        /// Index (among the found blocks) of the code block that is its previous sibling, blank lines apart.
        var previous: Int?
    }

    /// Walks containers in document order, noting which code block stands right after which.
    private static func find(
        in node: MarkdownNode, source: SourceText, kernelNames: Set<String>, into found: inout [FoundBlock]
    ) {
        var previous: Int?
        for child in node.children {
            guard let block = codeBlock(child, source: source) else {
                previous = nil
                find(in: child, source: source, kernelNames: kernelNames, into: &found)
                continue
            }
            var adjacent: Int?
            if let previous,
                (found[previous].block.lastLine + 1..<block.openingLine).allSatisfy({
                    isBlankInContainer(source.line($0))
                })
            {
                adjacent = previous
            }
            found.append(FoundBlock(block: block, role: role(of: block, kernelNames: kernelNames), previous: adjacent))
            previous = found.count - 1
        }
    }

    /// A transcript is the plain `text` block right after a closed runnable or compile-error block.
    static func isTranscript(_ found: [FoundBlock], _ index: Int) -> Bool {
        let block = found[index].block
        guard block.language == "text", !block.infoWords.contains(Substring(InfoWords.unchecked)),
            let previous = found[index].previous, found[previous].block.closingLine != nil
        else { return false }
        return found[previous].role == .runnable || found[previous].role == .compileError
    }

    private static func collect(
        in node: MarkdownNode, source: SourceText, kernelNames: Set<String>,
        blocks: inout [LessonBlock], runnables: inout [RunnableBlock],
        listings: inout [KernelListing]
    ) -> [FoundBlock] {
        var found: [FoundBlock] = []
        find(in: node, source: source, kernelNames: kernelNames, into: &found)
        for index in found.indices where isTranscript(found, index) { found[index].role = .transcript }
        for (index, item) in found.enumerated() {
            blocks.append(LessonBlock(role: item.role, block: item.block))
            switch item.role {
            case .runnable, .compileError:
                let next = index + 1 < found.count && found[index + 1].previous == index ? found[index + 1] : nil
                var runnable = RunnableBlock(
                    code: item.block, transcript: next?.role == .transcript ? next?.block : nil)
                if let next, next.role != .transcript, BlockRules.readsAsOutput(next.block) {
                    runnable.misnamedTranscript = next.block
                }
                runnables.append(runnable)
            case .kernelListing(let name):
                listings.append(KernelListing(name: name, block: item.block))
            case .transcript, .excerpt:
                break
            }
        }
        return found
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
