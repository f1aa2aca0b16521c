import LessonModel

/// Judges a compile-error block: the standalone compiler must refuse it (`StandaloneCompile`), and what it
/// says must be exactly the block's transcript. It is never run.
enum CompileErrorCheck {
    static func judge(
        _ runnable: RunnableBlock, in lesson: Lesson, compilation: CourseCompilation, fillCommand: String
    ) -> (RunnableVerdict, [Diagnostic]) {
        guard runnable.isCompilable, let outcome = compilation.standaloneOutcome(of: runnable, in: lesson) else {
            // Not compiled: the fence is open, the kernels do not compile, or the tool could not run.
            return (.failed, compilation.problems(of: runnable, in: lesson))
        }
        guard !outcome.compiled else {
            let said = LineDiff.lines(outcome.messages)
            return (
                .failed,
                [
                    Diagnostic(
                        .error, .compilesUnexpectedly, at: lesson.location(runnable.code.openingLine),
                        "this block is marked `compile-error` but compiles: make it fail as the lesson says, or remove `compile-error` from its info string to run it",
                        detail: said.isEmpty
                            ? "" : "the compiler only warns:\n" + said.map { "  " + $0 }.joined(separator: "\n"))
                ]
            )
        }
        // A fix-it that inserts `@MainActor ` ends its line with a space, which many editors strip on save:
        // trailing blanks are the one difference that is not a difference.
        if let transcript = runnable.transcript,
            trimmedLines(transcript.code) == trimmedLines(outcome.messages)
        {
            return (.matches(output: outcome.messages), [])
        }
        return TranscriptCheck.compare(outcome.messages, of: runnable, in: lesson, fillCommand: fillCommand)
    }

    /// The lines without their trailing spaces and tabs, and without a last empty line.
    static func trimmedLines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            while line.last == " " || line.last == "\t" { line = line.dropLast() }
            return line
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
