import LessonModel

/// What checking found for one runnable block.
public enum RunnableVerdict: Equatable, Sendable {
    /// Output and transcript agree.
    case matches(output: String)
    /// The block ran cleanly but has no transcript yet; `fill` can write this output.
    case missingTranscript(output: String)
    /// The transcript says something else; `fill --update` can write this output.
    case mismatch(output: String)
    /// The block could not be checked: it trapped, hung, is nondeterministic or is not compiled.
    case failed
}

/// What checking found for one kernel listing.
public enum ListingVerdict: Equatable, Sendable {
    case matches
    /// The listing differs from the kernel file, whose text is given.
    case stale(kernel: String)
}

public struct LessonReport: Sendable {
    public var lesson: Lesson
    public var runnables: [(block: RunnableBlock, verdict: RunnableVerdict)]
    public var listings: [(listing: KernelListing, verdict: ListingVerdict)]
}

/// The result of checking a course: per-lesson verdicts and every diagnostic, in lesson and line order.
public struct CheckReport: Sendable {
    public var lessons: [LessonReport]
    /// The kernel files the lessons were checked against, by name.
    public var kernels: [String: String]
    /// Languages' own kernels (`<kernels>/<lang>/`), by language then name (`Course.languageKernels`).
    public var languageKernels: [String: [String: String]] = [:]

    /// The kernels a language's lessons were checked against.
    public func kernels(forLanguage code: String?) -> [String: String] {
        code.flatMap { languageKernels[$0] } ?? kernels
    }
    /// The course's settings and landing texts, for the site.
    public var configuration = CourseConfiguration()
    public var landings: [String: Lesson] = [:]
    /// Files next to the lessons that they link to, for the site to copy: path relative to the lessons
    /// folder → path to read it from.
    public var assets: [String: String] = [:]
    public var diagnostics: [Diagnostic]
    public var passed: Int
    public var failed: Int
    /// Blocks run in-process, and how many of them had to run in a relaunched process after a trap or hang.
    public var blocksRun: Int
    public var blocksRerun: Int
    public var processesStarted: Int
    /// Registry positions of blocks already run in more processes with the same output every time
    /// (`fill` need not run them again before writing).
    public var confirmed: Set<Int> = []

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The closing lines every command prints.
    public var summary: String {
        var text = "Ran \(blocksRun) block\(blocksRun == 1 ? "" : "s") in-process in copies of the builder"
        text +=
            " (\(processesStarted) started); \(blocksRerun) ran in a fresh process after a block that trapped, hung, exited or left tasks or threads running.\n"
        text += "\(passed) passed, \(failed) failed"
        return text
    }
}
