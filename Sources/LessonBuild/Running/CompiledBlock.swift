/// A runnable block as it was compiled: which lesson and line it came from, a digest of its code, and the
/// shared library and C symbol of its entry point.
public struct CompiledBlock: Equatable, Sendable {
    public var lesson: String
    public var line: Int
    public var digest: UInt64
    public var library: String
    public var symbol: String
    /// Whether the block must run in a process of its own: its module declares something that would be
    /// seen by other blocks at run time (a conformance of a type it does not declare).
    public var needsOwnProcess: Bool
    /// Whether the block registers handlers for the program's end (`atexit`): its worker, a process of its
    /// own, ends with `exit(0)` right after it, so they run and print into its transcript, as at the end of
    /// a `main.swift`.
    public var endsItsProcess: Bool

    public init(
        lesson: String, line: Int, digest: UInt64, library: String, symbol: String, needsOwnProcess: Bool = false,
        endsItsProcess: Bool = false
    ) {
        self.lesson = lesson
        self.line = line
        self.digest = digest
        self.library = library
        self.symbol = symbol
        self.needsOwnProcess = needsOwnProcess || endsItsProcess
        self.endsItsProcess = endsItsProcess
    }
}

/// Finds the compiled form of a block of a lesson as it is now on disk.
public struct ProgramRegistry: Sendable {
    public let blocks: [CompiledBlock]
    /// The kernels' libraries, loaded by a worker before any block, in this order (none: the course has no
    /// kernels; more than one: languages with kernels of their own).
    public var kernelLibraries: [String] = []
    /// The kernels' text, the compiler and the generator the blocks were built with (`BlockCompiler.Result.kernelsKey`).
    public var kernelsKey = ""
    private let index: [Key: Int]

    /// A block is found by its code, not its line: prose added above it (or a transcript removed) moves the
    /// block without changing what was compiled. Identical blocks of one lesson are told apart by their order.
    private struct Key: Hashable {
        var lesson: String
        var digest: UInt64
        var occurrence: Int
    }

    public init(_ blocks: [CompiledBlock]) {
        self.blocks = blocks
        var index: [Key: Int] = [:]
        index.reserveCapacity(blocks.count)
        // How many blocks of this lesson with this code came before, by (lesson, digest) as a key with
        // occurrence 0: one flat table (a table per lesson was rebuilt at every preview save).
        var seen: [Key: Int] = [:]
        for (position, block) in blocks.enumerated() {
            let first = Key(lesson: block.lesson, digest: block.digest, occurrence: 0)
            let occurrence = seen[first, default: 0]
            seen[first] = occurrence + 1
            index[Key(lesson: block.lesson, digest: block.digest, occurrence: occurrence)] = position
        }
        self.index = index
    }

    /// The position of the compiled form of the `occurrence`-th block of `lesson` with this code digest.
    public func position(lesson: String, digest: UInt64, occurrence: Int) -> Int? {
        index[Key(lesson: lesson, digest: digest, occurrence: occurrence)]
    }

    /// The positions to run for `positions` when each compiled entry may run only once in a process, and the
    /// positions that take another's outcome. Identical code (the same block in two lessons, or twice in one)
    /// compiles to one entry, and an entry's globals are initialised once per process: called a second time in
    /// the same worker it would start from what the first call left, where each standalone program starts
    /// fresh. The same program in a process of its own prints the same as its twin, so one run serves both.
    public func distinctEntries(_ positions: [Int]) -> (run: [Int], sameAs: [Int: Int]) {
        var first: [EntryKey: Int] = [:]
        var run: [Int] = []
        var sameAs: [Int: Int] = [:]
        for position in positions {
            let block = blocks[position]
            let key = EntryKey(library: block.library, symbol: block.symbol)
            if let earlier = first[key] {
                sameAs[position] = earlier
            } else {
                first[key] = position
                run.append(position)
            }
        }
        return (run, sameAs)
    }

    private struct EntryKey: Hashable {
        var library: String
        var symbol: String
    }

    /// Whether any block of this lesson was compiled at all.
    public func knows(lesson: String) -> Bool {
        blocks.contains { $0.lesson == lesson }
    }
}
