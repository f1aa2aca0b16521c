/// The kinds of fenced block a lesson holds, decided by the info string's first word and the block's first
/// line (`LessonParser.role`), and by position for a transcript. This is the one list of them: each stage
/// that treats kinds differently switches over it exhaustively, so a new kind is a compile error in exactly
/// the stages that must handle it. Where each kind goes, stage by stage:
///
/// | stage | runnable (and exercise) | compile error | kernel listing | transcript | excerpt |
/// |---|---|---|---|---|---|
/// | classify, pair (`LessonModel/LessonParser.swift`) | `swift`, first line `// main.swift` | the same, and `compile-error` | `// <Kernel>.swift` | `text` right after a runnable or compile error | anything else |
/// | info-string words (`LessonModel/Blocks/InfoString.swift`) | `exercise`, `swift6`, `swift5` | the same | | | `fragment` |
/// | generate (`LessonModel/Generation/`) | a file of module `main` (Swift 6: globals on the main actor) | | | | |
/// | compile (`LessonBuild/Compiling/`) | shards, or a module of its own, per language mode | as the standalone program (`StandaloneCompile`) | | | parsed (`ExcerptSyntax`) |
/// | run (`LessonBuild/Running/`) | in a worker process | never | | | |
/// | check (`LessonBuild/Checking/`) | output against its transcript (`TranscriptCheck`) | messages against it (`CompileErrorCheck`) | text against the kernel file | | syntax errors |
/// | fill (`LessonBuild/Filling/Filler.swift`) | writes the transcript | writes the messages | `--update` copies the file | | |
/// | render (`SiteRenderer/Pages/CodeBlocks.swift`) | code, badge, output (folded for an exercise) | badge "does not compile", messages linked to lines | folded after the first | under its block | badge "not run" |
/// | search (`SiteRenderer/Text/SearchIndex.swift`) | prose around it | and the messages | | | |
/// | preview overlay (`LessonBuildCommandLine/Commands/PreviewCommand.swift`) | by diagnostic identifier | | | | |
public enum BlockRole: Equatable, Sendable {
    /// `swift` block whose first line starts with `// main.swift`: compiled and run. With the info-string
    /// word `exercise`, the reader predicts its output before opening it.
    case runnable
    /// `swift` block whose first line starts with `// main.swift` and whose info string has `compile-error`:
    /// compiled as `swiftc main.swift` compiles it, never run; its transcript is what the compiler prints.
    case compileError
    /// `swift` block whose first line is `// <Name>.swift` for an existing kernel file: must equal that file.
    case kernelListing(name: String)
    /// `text` block right after a runnable or compile-error block: what that block prints, or what the
    /// compiler prints for it.
    case transcript
    /// Anything else: shown, never run.
    case excerpt
}
