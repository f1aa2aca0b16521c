import LessonModel

/// Judges one runnable block from its two runs (the second is the first again where one run settles the
/// verdict, `SecondRun`): it must finish, print the same both times, and print exactly its transcript.
enum TranscriptCheck {
    /// - Parameter fillCommand: the `fill` command as the user would type it for this course (hints repeat it).
    static func judge(
        _ runnable: RunnableBlock, in lesson: Lesson, position: Int?, execution: ExecutionReport,
        compilation: CourseCompilation, fillCommand: String
    ) -> (RunnableVerdict, [Diagnostic]) {
        let block = runnable.code
        let at = lesson.location(block.openingLine)
        guard let position else {
            return (.failed, compilation.problems(of: runnable, in: lesson))
        }
        guard let first = execution.first[position], let second = execution.second[position] else {
            return (
                .failed,
                [
                    Diagnostic(
                        .error, .internalError, at: at, "the block was not run (internal error: no outcome reported)")
                ]
            )
        }
        if let problem = failure(first) ?? failure(second) {
            return (.failed, [Diagnostic(.error, problem.id, at: at, problem.message, detail: problem.detail)])
        }
        let output = first.outputText
        if let transcript = runnable.transcript, first.output == second.output, sameText(transcript.code, output) {
            return (.matches(output: output), [])  // the common case, without splitting lines
        }
        let outputLines = LineDiff.lines(output)
        let secondLines = LineDiff.lines(second.outputText)
        if outputLines != secondLines {
            let diff = LineDiff.unified(
                old: outputLines, new: secondLines, oldStart: 1, newStart: 1,
                oldLabel: "first run", newLabel: "second run (another process)")
            return (
                .failed,
                [
                    Diagnostic(
                        .error, .nondeterministic, at: at,
                        "nondeterministic output: two runs of this block printed different text. Iterating a Set or Dictionary does this (its order changes from one process to the next); sort the keys or use an array",
                        detail: diff)
                ]
            )
        }
        return compare(output, of: runnable, in: lesson, fillCommand: fillCommand, outputLines: outputLines)
    }

    /// The verdict on a block whose result is `output` (what it printed, or for a compile-error block what
    /// the compiler said): it matches the transcript, the transcript is missing, or they differ (a diff).
    static func compare(
        _ output: String, of runnable: RunnableBlock, in lesson: Lesson, fillCommand: String,
        outputLines known: [String]? = nil
    ) -> (RunnableVerdict, [Diagnostic]) {
        let block = runnable.code
        let outputLines = known ?? LineDiff.lines(output)
        guard let transcript = runnable.transcript else {
            // Output under it in a block that is not `text`: the lesson's error says so, and `fill` must not
            // add a second box beside that block.
            if runnable.misnamedTranscript != nil { return (.failed, []) }
            let shown =
                outputLines.isEmpty
                ? "(the block printed nothing)"
                : LineDiff.excerpt(outputLines, limit: 40).map { "  " + $0 }.joined(separator: "\n")
            let what = runnable.expectsCompileError ? "what the compiler says" : "what it prints"
            return (
                .missingTranscript(output: output),
                [
                    Diagnostic(
                        .error, .missingTranscript, at: lesson.location(block.lastLine),
                        "this block has no transcript: run `\(fillCommand) \(ShellWord.quote(lesson.displayPath))` to write \(what) after it",
                        detail: (runnable.expectsCompileError ? "the compiler says:\n" : "it prints:\n") + shown,
                        fixable: block.closingLine == nil ? nil : .missingTranscript)
                ]
            )
        }
        let expected = LineDiff.lines(transcript.code)
        guard expected != outputLines else { return (.matches(output: output), []) }
        let start = transcript.firstContentLine
        let firstDifference = zip(expected, outputLines).prefix { $0 == $1 }.count
        let source =
            runnable.expectsCompileError
            ? "what the compiler says of the block at line \(block.openingLine)"
            : "what the block at line \(block.openingLine) prints"
        let diff = LineDiff.unified(
            old: expected, new: outputLines, oldStart: start, newStart: start,
            oldLabel: "\(lesson.displayPath) (transcript at line \(transcript.openingLine))",
            newLabel: source)
        return (
            .mismatch(output: output),
            [
                Diagnostic(
                    .error, .transcriptMismatch, at: lesson.location(start + firstDifference),
                    "transcript does not match \(source) (`fill --update` rewrites it)",
                    detail: diff, fixable: transcript.closingLine == nil ? nil : .outdated,
                    endLine: transcript.closingLine)
            ]
        )
    }

    /// Equal as transcripts: the same text, a missing final newline aside (a fenced block always has one).
    /// A missing transcript as `build` and `preview` report it: there the page shows the output instead.
    static func shownInPageMessage(file: String, fillCommand: String) -> String {
        "this block has no transcript: its output is shown in the page only (run `\(fillCommand) \(ShellWord.quote(file))` to add it to the lesson)"
    }

    static func sameText(_ transcript: String, _ output: String) -> Bool {
        transcript == output || transcript == output + "\n" || (transcript.isEmpty && output == "\n")
    }

    private static func failure(_ outcome: BlockOutcome) -> (message: String, detail: String, id: DiagnosticID)? {
        let before: String
        var id = DiagnosticID.trap
        switch outcome.status {
        case .finished: return nil
        case .crashed(let reason):
            before = "the block \(reason)"
        case .threw(let error):
            id = .uncaughtError
            before =
                "the block threw an error at top level that nothing caught (a main.swift stops there with \"Fatal error: Error raised at top level: \(error)\")"
        case .timedOut(let seconds):
            before =
                "the block did not finish within \(formatSeconds(seconds)) s and was stopped (raise the limit with --timeout SECONDS)"
            id = .timeout
        case .notRun(let reason):
            return ("the block could not be run: \(reason)", "", .notRun)
        }
        // The runtime's stack trace names builder internals, not the lesson: keep the message above it.
        let printed = Array(LineDiff.lines(outcome.outputText).prefix { !$0.hasPrefix("Current stack trace:") })
        let detail =
            printed.isEmpty
            ? "it printed nothing before that\n"
            : "it printed before that:\n" + LineDiff.excerpt(printed, fromEnd: true).map { "  | " + $0 + "\n" }.joined()
        return (before, detail, id)
    }

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// Judges one kernel listing: its text must equal the kernel file exactly.
enum ListingCheck {
    /// - Parameter kernels: kernel texts by name, already `normalized` (once per check, not per listing).
    static func judge(
        _ listing: KernelListing, in lesson: Lesson, kernels: [String: String],
        kernelsDirectory: String
    ) -> (ListingVerdict, [Diagnostic]) {
        let kernel = kernels[listing.name] ?? ""
        if listing.block.code == kernel { return (.matches, []) }
        let shown = LineDiff.lines(listing.block.code)
        let actual = LineDiff.lines(kernel)
        guard shown != actual else { return (.matches, []) }
        let start = listing.block.firstContentLine
        let firstDifference = zip(shown, actual).prefix { $0 == $1 }.count
        let file = "\(kernelsDirectory)/\(listing.name).swift"
        let diff = LineDiff.unified(
            old: shown, new: actual, oldStart: start, newStart: start,
            oldLabel: "\(lesson.displayPath) (listing at line \(listing.block.openingLine))",
            newLabel: file)
        return (
            .stale(kernel: kernel),
            [
                Diagnostic(
                    .error, .listingMismatch, at: lesson.location(start + firstDifference),
                    "kernel listing differs from \(file) (`fill --update` copies the file into the lesson)",
                    detail: diff,
                    fixable: listing.block.closingLine == nil ? nil : .outdated, endLine: listing.block.closingLine)
            ]
        )
    }

    /// Kernel text as a fenced block holds it: "\n" line endings and a final newline.
    static func normalized(_ text: String) -> String {
        var text = text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingCRLF() : text
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        return text
    }
}

extension String {
    func replacingCRLF() -> String {
        guard contains("\r\n") else { return self }
        return split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n")
    }
}

/// A listing whose kernel was renamed: a `swift` excerpt whose first line `// X.swift` names no kernel,
/// while a kernel file still starts with that line (renamed, text unchanged) or holds the block's text
/// after its first line (renamed, header updated). Without this it would silently become an excerpt.
enum RenamedKernelCheck {
    static func find(in lesson: Lesson, kernels: [String: String], kernelsDirectory: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in lesson.blocks where item.role == .excerpt && item.block.language == "swift" {
            let block = item.block
            guard let name = LessonParser.kernelName(inFirstLine: block.firstLine), kernels[name] == nil,
                !lesson.problems.contains(where: { $0.id == .notAListing && $0.location.line == block.openingLine })
            else { continue }
            let body = block.code.drop { $0 != "\n" }
            let kernel = kernels.keys.sorted().first { kernelName in
                let text = kernels[kernelName]!
                return LessonParser.kernelName(inFirstLine: firstLine(of: text)) == name
                    || (body.count > 1 && text.drop { $0 != "\n" } == body)
            }
            guard let kernel else { continue }
            found.append(
                Diagnostic(
                    .error, .notAListing, at: lesson.location(block.openingLine),
                    "this block lists `\(name).swift`, which is no kernel: its text is that of \(kernelsDirectory)/\(kernel).swift (renamed?), so it is not compared with it",
                    hint:
                        "write `// \(kernel).swift` as the first line of the listing and of the kernel file, then `fill --update` copies the file",
                    endLine: block.lastLine))
        }
        return found
    }

    private static func firstLine(of text: String) -> String {
        String(text.prefix { $0 != "\n" && $0 != "\r" })
    }
}
