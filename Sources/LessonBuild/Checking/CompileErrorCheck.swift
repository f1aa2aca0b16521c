import LessonModel

/// Judges a compile-error block: the standalone compiler must refuse it (`StandaloneCompile`) or warn about
/// it, and what it says must be exactly the block's transcript. It is never run.
enum CompileErrorCheck {
    static func judge(
        _ runnable: RunnableBlock, in lesson: Lesson, compilation: CourseCompilation, fillCommand: String
    ) -> (RunnableVerdict, [Diagnostic]) {
        guard runnable.isCompilable, let outcome = compilation.standaloneOutcome(of: runnable, in: lesson) else {
            // Not compiled: the fence is open, the kernels do not compile, or the tool could not run.
            return (.failed, compilation.problems(of: runnable, in: lesson))
        }
        if let breakdown = outcome.breakdown {
            return (.failed, [Self.diagnostic(breakdown, at: lesson.location(runnable.code.openingLine))])
        }
        // A block that compiles with warnings shows them: its transcript is what the compiler says, as an
        // error block's is (the way to show a warning on purpose; the block is not run).
        let warns = CompilerMessage.parse(outcome.messages).contains { $0.severity == "warning" }
        guard !outcome.compiled || warns else {
            return (
                .failed,
                [
                    Diagnostic(
                        .error, .compilesUnexpectedly, at: lesson.location(runnable.code.openingLine),
                        "this block is marked `compile-error` but compiles without a warning: make it fail as the lesson says, or remove `compile-error` from its info string to run it"
                    )
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

    /// A compile that failed outside the compiler's checks, said as the block's error.
    static func diagnostic(_ breakdown: SwiftCompiler.Breakdown, at location: SourceLocation) -> Diagnostic {
        switch breakdown {
        case .crashed(let what):
            return Diagnostic(
                .error, .compilerCrash, at: location,
                "the compiler crashed on this block (\(what)); a crash is not a transcript",
                hint:
                    "change the code until the compiler reports an error instead, and report the crash to the Swift project"
            )
        case .stopped(let stop):
            return stopped(stop, at: location)
        case .linkerFailed(let what):
            return Diagnostic(
                .error, .linkError, at: location,
                "this block compiles, and the linker refuses it (\(what)): its messages name this machine's temporary files, so they cannot be a transcript",
                hint:
                    "a compile-error block must fail in the compiler, not the linker (declare what is missing, or make the error one the compiler reports)"
            )
        }
    }

    /// A compile ended at a limit, said as the block's error: what it printed so far is no transcript.
    static func stopped(_ stop: SwiftCompiler.Stop, at location: SourceLocation) -> Diagnostic {
        switch stop {
        case .timedOut:
            return Diagnostic(
                .error, .compileTimeout, at: location, "this block was not compiled: \(stop)",
                hint:
                    "a block whose type-checking takes this long is slow for every reader too: give its expressions types"
            )
        case .tooMuchOutput:
            return Diagnostic(
                .error, .compileOutputLimit, at: location, "this block was not compiled: \(stop)",
                hint: "a lesson shows a few messages: make the block fail with a shorter one")
        }
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
