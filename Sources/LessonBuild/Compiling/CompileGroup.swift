import LessonModel

/// The blocks that compile together: those of one kernel set (the shared kernels, or a language's own) in
/// one language mode. Each group has its own kernel module, cache folder and compiler flags.
struct CompileGroup: Hashable, Comparable, Sendable {
    /// The language whose own kernels the blocks use; nil for the shared kernels.
    var language: String?
    var mode: SwiftLanguageMode

    /// Where the group's build lives inside the course's cache (the Swift 5 shared group at its root, as
    /// before language modes existed, so that an existing cache stays warm).
    var cacheFolder: String {
        let base = language.map { "/language-kernels/" + $0 } ?? ""
        return mode == .swift5 ? base : base + "/swift" + mode.rawValue
    }

    /// The kernels' module name: every group's is its own, so that all of them load into one worker.
    var kernelModule: String {
        let base =
            language.map(BlockProgramGenerator.kernelModule(forLanguage:)) ?? BlockProgramGenerator.kernelModule
        return mode == .swift5 ? base : base + "_swift" + mode.rawValue
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.language ?? "", lhs.mode) < (rhs.language ?? "", rhs.mode)
    }
}
