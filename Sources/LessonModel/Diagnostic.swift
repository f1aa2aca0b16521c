/// A problem found in a course, as a value: what it is (a stable identifier), how bad, where, what to say,
/// and extra lines (a diff, captured output). Nothing decides anything by reading `message`: code that sorts
/// problems (the preview's overlay, a cause said once, what `fill` fixes) reads `id` and `fixable`. Turning a
/// diagnostic into text is the command line's job (`DiagnosticFormat` in `LessonBuildCommandLine`).
public struct Diagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Set only when `fill` can really fix the problem (the fences it would write between are closed), so
    /// commands can tell what remains wrong after a fill from the diagnostic alone.
    public enum Fixable: Equatable, Sendable {
        /// `fill` writes the missing transcript.
        case missingTranscript
        /// `fill --update` rewrites the transcript or the kernel listing.
        case outdated
    }

    public var id: DiagnosticID
    /// Where it starts; `endLine`, when known, is the last line it is about (a whole transcript, a block).
    public var location: SourceLocation
    public var endLine: Int?
    public var severity: Severity
    public var message: String
    public var detail: String
    /// What to do about it, when that is not already part of the message.
    public var hint: String?
    public var fixable: Fixable?

    public init(
        _ severity: Severity, _ id: DiagnosticID, at location: SourceLocation, _ message: String, detail: String = "",
        hint: String? = nil, fixable: Fixable? = nil, endLine: Int? = nil
    ) {
        self.id = id
        self.location = location
        self.endLine = endLine
        self.severity = severity
        self.message = message
        self.detail = detail
        self.hint = hint
        self.fixable = fixable
    }
}

/// What a diagnostic is about, stable across releases: scripts and editors match on these strings (the
/// README lists them). A new kind of problem gets a new identifier; an identifier is never reused.
public enum DiagnosticID: String, CaseIterable, Sendable {
    // Lesson files and the course's folders
    case lessonName = "lesson-name"
    /// Two lesson names that are one name once Unicode-normalised (NFC and NFD spellings).
    case lessonNameCollision = "lesson-name-collision"
    /// Two lessons of a folder, or two chapters of a language, numbered alike.
    case duplicateLessonNumber = "duplicate-lesson-number"
    case missingTitle = "missing-title"
    case notALessonPath = "not-a-lesson-path"
    case unknownLanguage = "unknown-language"
    case outsideLessonsFolder = "outside-lessons-folder"
    case noSuchFile = "no-such-file"
    case unreadableFile = "unreadable-file"
    case invalidUTF8 = "invalid-utf8"
    case symbolicLinkOutside = "symbolic-link-outside"
    case courseConfiguration = "course-config"
    /// The compiler running is not the one the course's `.swift-version` names (a warning).
    case compilerVersion = "compiler-version"
    // Markdown
    case nestingTooDeep = "nesting-too-deep"
    case unclosedFence = "unclosed-fence"
    case notRunnable = "not-runnable"
    /// A `swift` block whose first line nearly names a kernel (another case, one edit), or a renamed kernel.
    case notAListing = "not-a-listing"
    /// An info-string word lessonbuild does not know (`swift exercize`).
    case unknownInfoWord = "unknown-info-word"
    /// A `text` block that is no block's transcript and is not marked `unchecked`.
    case unpairedTranscript = "unpaired-transcript"
    /// Output right after a runnable block in a block that is not `text` (```` ```txt ````, an indented block).
    case misnamedTranscript = "misnamed-transcript"
    case brokenLink = "broken-link"
    case brokenAnchor = "broken-anchor"
    /// A code block line holding a Unicode bidirectional control (it can make code read unlike what runs).
    case bidiControl = "bidi-control"
    // Compiling
    case compileError = "compile-error"
    /// A block marked `compile-error` that the compiler accepts.
    case compilesUnexpectedly = "compiles-unexpectedly"
    /// A shown Swift excerpt that the compiler's parser refuses.
    case excerptSyntax = "excerpt-syntax"
    case kernelCompileError = "kernel-compile-error"
    /// A warning of the compiler about a block's own text or a kernel, as `swiftc main.swift` says it.
    case compilerWarning = "compiler-warning"
    /// The compiler crashed on a block or an excerpt: never a transcript, never a pass.
    case compilerCrash = "compiler-crash"
    /// A compile-error block the compiler accepts and the linker refuses.
    case linkError = "link-error"
    /// A block whose compile ran past `--compile-timeout`: ended, the block fails.
    case compileTimeout = "compile-timeout"
    /// A block whose compile printed more than `--max-messages`: ended, the block fails (never a transcript).
    case compileOutputLimit = "compile-output-limit"
    case kernelsDoNotCompile = "kernels-do-not-compile"
    case kernelState = "kernel-state"
    case toolError = "tool-error"
    // Running and checking
    case transcriptMismatch = "transcript-mismatch"
    case missingTranscript = "missing-transcript"
    case listingMismatch = "listing-mismatch"
    case nondeterministic
    case trap
    case uncaughtError = "uncaught-error"
    case timeout
    case notRun = "not-run"
    // Writing
    /// Not a problem: what `fill` wrote, said as a note in the machine-readable formats.
    case filled
    case fillRefused = "fill-refused"
    case writeFailed = "write-failed"
    case siteNotBuilt = "site-not-built"
    case siteWarning = "site-warning"
    /// A warning: one block's or kernel file's names are absent from its page (SourceKit crashed on it, ran
    /// past `--names-timeout`, answered more than `--max-names`, or answered garbage).
    case namesAbsent = "names-absent"
    /// An exercise's answer paragraph that opens with another reasoning word than its language's: not folded.
    case unfoldedReasoning = "unfolded-reasoning"
    case internalError = "internal-error"
    // The build cache
    /// Entries of the build cache that were not what the tool wrote (a link, a special file, a record or
    /// product whose content does not match): removed and made again.
    case cacheEntryRefused = "cache-entry-refused"
    /// Files of the build cache that the course's git repository tracks: the cache is not used.
    case cacheCommitted = "cache-committed"

    /// Problems whose cause is not the block's own (no compiler, kernels that do not compile, a worker that
    /// cannot start): said once for all the blocks they stop, with a count.
    public var isSharedCause: Bool {
        switch self {
        case .notRun, .kernelsDoNotCompile, .toolError: return true
        default: return false
        }
    }
}
