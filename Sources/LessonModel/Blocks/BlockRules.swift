/// The rules that make every code block exactly one kind (`BlockRole`), or an error saying why not: near
/// misses of a runnable block or a listing (`NearMiss`), unknown info-string words, `text` blocks that are
/// no block's transcript, and output under a runnable block in a block that is not `text`.
enum BlockRules {
    typealias FoundBlock = LessonParser.FoundBlock

    static func problems(
        _ found: [FoundBlock], source: SourceText, kernelNames: Set<String>, at here: (Int) -> SourceLocation
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        // `text` blocks a near miss already speaks for.
        var covered = Set<Int>()
        for (index, item) in found.enumerated() {
            problems += infoWordProblems(item, at: here)
            switch item.role {
            case .excerpt:
                guard let miss = NearMissFinder.find(item.block, source: source, kernelNames: kernelNames) else {
                    continue
                }
                let next = index + 1 < found.count && found[index + 1].previous == index ? index + 1 : nil
                let output = next.flatMap { readsAsOutput(found[$0].block) && !isUnchecked(found[$0].block) ? $0 : nil }
                if let output { covered.insert(output) }
                let holdsOutput = item.block.fence == nil && item.block.code.contains("```text")
                problems.append(
                    nearMissDiagnostic(
                        miss, item.block, transcriptLine: output.map { found[$0].block.openingLine },
                        error: miss.isCertain || output != nil || holdsOutput, at: here))
            case .runnable, .compileError:
                if let next = index + 1 < found.count && found[index + 1].previous == index ? index + 1 : nil,
                    found[next].role != .transcript, readsAsOutput(found[next].block)
                {
                    covered.insert(next)
                    problems.append(misnamedTranscript(found[next].block, after: item.block, source: source, at: here))
                }
            case .kernelListing, .transcript:
                break
            }
        }
        for (index, item) in found.enumerated()
        where item.role == .excerpt && item.block.language == "text" && !isUnchecked(item.block)
            && !covered.contains(index)
        {
            problems.append(unpaired(item.block, previous: item.previous.map { found[$0] }, at: here))
        }
        return problems
    }

    /// Whether a block right after a runnable block reads as its output: `text` (also marked `unchecked`),
    /// `text` misspelt or in another case (`txt`, `Text`), a usual name for output (`console`, `output`…),
    /// a fence without a language or an indented block.
    static func readsAsOutput(_ block: CodeBlock) -> Bool {
        let lower = block.language.lowercased()
        return InfoWords.transcriptLookalikes.contains(lower) || EditDistance.between(lower, "text") <= 1
    }

    static func isUnchecked(_ block: CodeBlock) -> Bool {
        block.language == "text" && block.infoWords.contains(Substring(InfoWords.unchecked))
    }

    private static func nearMissDiagnostic(
        _ miss: NearMiss, _ block: CodeBlock, transcriptLine: Int?, error: Bool, at here: (Int) -> SourceLocation
    ) -> Diagnostic {
        let causes = miss.causes.joined(separator: "; ")
        switch miss.kind {
        case .runnable:
            let unchecked = transcriptLine.map { ", so the transcript at line \($0) is checked against nothing" } ?? ""
            return Diagnostic(
                error ? .error : .warning, .notRunnable, at: here(block.openingLine),
                "this block is shown but not run\(unchecked): \(causes)",
                hint:
                    "a runnable block has the info string `swift` and its first line is `\(LessonParser.runnableMarker)`",
                endLine: block.lastLine)
        case .listing(let kernel):
            return Diagnostic(
                .error, .notAListing, at: here(block.openingLine),
                "this block is not compared with the kernel `\(kernel).swift`: \(causes)",
                hint: "a kernel listing has the info string `swift` and its first line is `// \(kernel).swift`",
                endLine: block.lastLine)
        }
    }

    private static func misnamedTranscript(
        _ block: CodeBlock, after runnable: CodeBlock, source: SourceText, at here: (Int) -> SourceLocation
    ) -> Diagnostic {
        let what: String
        if block.fence == nil {
            what =
                "is an indented code block (line \(block.openingLine) is indented by \(NearMissFinder.describeIndentation(source.line(block.openingLine)))), not a `text` block: indent its fence by at most three spaces"
        } else if isUnchecked(block) {
            what =
                "is marked `unchecked`, but the block after a runnable block is its transcript, checked: drop the word"
        } else if block.language.isEmpty {
            what = "has no info string: write ```text"
        } else {
            what = "is `\(block.language)`, not `text`: a transcript's info string is `text` (```text)"
        }
        return Diagnostic(
            .error, .misnamedTranscript, at: here(block.openingLine),
            "this block reads as the transcript of the runnable block at line \(runnable.openingLine) but is not checked: it \(what)",
            endLine: block.lastLine)
    }

    private static func unpaired(_ block: CodeBlock, previous: FoundBlock?, at here: (Int) -> SourceLocation)
        -> Diagnostic
    {
        let reason: String
        switch previous?.role {
        case .transcript?:
            reason =
                "it is a second `text` block after the transcript at line \(previous!.block.openingLine), and only that one is checked: put its lines into that transcript"
        case .kernelListing?:
            reason =
                "the block before it (line \(previous!.block.openingLine)) is a kernel listing, which prints nothing"
        case .runnable?, .compileError?:
            reason = "the block before it (line \(previous!.block.openingLine)) has no closing fence"
        case .excerpt?:
            reason = "the block before it (line \(previous!.block.openingLine)) is an excerpt, which is never run"
        case nil:
            reason =
                "no code block stands right before it (a transcript follows its block with only blank lines between)"
        }
        return Diagnostic(
            .error, .unpairedTranscript, at: here(block.openingLine),
            "this `text` block is no block's transcript, so nothing checks it: \(reason)",
            hint:
                "if it is output captured elsewhere (on a device), mark it deliberately unchecked: ```text \(InfoWords.unchecked)",
            endLine: block.lastLine)
    }

    /// Unknown words after `swift` or `text`, with the word meant; `fragment` on a runnable block.
    static func infoWordProblems(_ item: FoundBlock, at here: (Int) -> SourceLocation) -> [Diagnostic] {
        let block = item.block
        guard block.fence != nil else { return [] }
        let known: [String]
        switch block.language {
        case "swift": known = InfoWords.swift
        case "text": known = InfoWords.text
        default: return []
        }
        var problems: [Diagnostic] = []
        let words = block.infoWords.map(String.init)
        for (index, word) in words.enumerated() where !known.contains(word) {
            if index > 0, known.contains(words[index - 1] + word) { continue }  // said at the word before
            let joined = index + 1 < words.count ? word + words[index + 1] : nil
            let suggestion: String
            if let joined, known.contains(joined) {
                suggestion = "did you mean `\(joined)`, one word?"
            } else if case let near = EditDistance.nearest(to: word, among: known, limit: 2), !near.isEmpty {
                suggestion = "did you mean \(near.map { "`\($0)`" }.joined(separator: " or "))?"
            } else {
                suggestion =
                    "the words after `\(block.language)` are \(known.map { "`\($0)`" }.joined(separator: ", "))"
            }
            problems.append(
                Diagnostic(
                    .error, .unknownInfoWord, at: here(block.openingLine),
                    "unknown word `\(word)` in the info string `\(block.info)`: \(suggestion)"))
        }
        if block.isFragment, item.role == .runnable || item.role == .compileError {
            problems.append(
                Diagnostic(
                    .error, .unknownInfoWord, at: here(block.openingLine),
                    "a runnable block is never a `fragment` (a fragment is an excerpt that is not parsed): drop the word"
                ))
        }
        return problems
    }
}
