/// A runnable block as the compiler built it into the builder: which lesson and line it came from,
/// a digest of its code, and the function that runs it.
public struct CompiledBlock {
    public var lesson: String
    public var line: Int
    public var digest: UInt64
    public var run: () -> Void

    public init(lesson: String, line: Int, digest: UInt64, run: @escaping () -> Void) {
        self.lesson = lesson
        self.line = line
        self.digest = digest
        self.run = run
    }
}

/// Finds the compiled form of a block of a lesson as it is now on disk.
public struct ProgramRegistry {
    public let blocks: [CompiledBlock]
    private let index: [Key: Int]

    private struct Key: Hashable {
        var lesson: String
        var line: Int
        var digest: UInt64
    }

    public init(_ blocks: [CompiledBlock]) {
        self.blocks = blocks
        var index: [Key: Int] = [:]
        for (position, block) in blocks.enumerated() {
            index[Key(lesson: block.lesson, line: block.line, digest: block.digest)] = position
        }
        self.index = index
    }

    /// The position of the compiled block for this lesson, opening line and code digest, if it was compiled.
    public func position(lesson: String, line: Int, digest: UInt64) -> Int? {
        index[Key(lesson: lesson, line: line, digest: digest)]
    }

    /// Whether any block of this lesson was compiled at all (to tell "stale build" from "not part of the build").
    public func knows(lesson: String) -> Bool {
        blocks.contains { $0.lesson == lesson }
    }
}
