/// The kinds of fenced block a lesson holds, decided by the info string's first word and the block's first
/// line (`LessonParser.role`), and by position for a transcript. This is the one list of them: each stage
/// that treats kinds differently switches over it exhaustively, so a new kind is a compile error in exactly
/// the stages that must handle it. Where each kind goes, stage by stage:
///
/// | stage | runnable (and exercise) | kernel listing | transcript | excerpt |
/// |---|---|---|---|---|
/// | classify, pair (`LessonModel/LessonParser.swift`) | `swift`, first line `// main.swift` | `// <Kernel>.swift` | `text` right after a runnable | anything else |
/// | info-string words (`LessonModel/Blocks/InfoString.swift`) | `exercise` | | | |
/// | generate (`LessonModel/Generation/`) | a file of module `main` | | | |
/// | compile (`LessonBuild/Compiling/`) | shards, or a module of its own | | | |
/// | run (`LessonBuild/Running/`) | in a worker process | | | |
/// | check (`LessonBuild/Checking/TranscriptCheck.swift`) | output against its transcript | text against the kernel file | | |
/// | fill (`LessonBuild/Filling/Filler.swift`) | writes the transcript | `--update` copies the file | | |
/// | render (`SiteRenderer/Pages/CodeBlocks.swift`) | code, badge, output (folded for an exercise) | folded after the first | under its block | badge "not run" |
/// | search (`SiteRenderer/Text/SearchIndex.swift`) | prose around it | | | |
/// | preview overlay (`LessonBuildCommandLine/Commands/PreviewCommand.swift`) | by diagnostic identifier | | | |
public enum BlockRole: Equatable, Sendable {
    /// `swift` block whose first line starts with `// main.swift`: compiled and run. With the info-string
    /// word `exercise`, the reader predicts its output before opening it.
    case runnable
    /// `swift` block whose first line is `// <Name>.swift` for an existing kernel file: must equal that file.
    case kernelListing(name: String)
    /// `text` block right after a runnable block: what that block prints.
    case transcript
    /// Anything else: shown, never run.
    case excerpt
}
