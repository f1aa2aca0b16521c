import Foundation
import LessonModel

/// Blocks whose output came out the same in twelve processes, each with its own hash seed (`HashOrderCheck`,
/// `DeterminismCheck`), remembered in the build cache: the next `check` runs such a block once, not twelve
/// times, as long as it prints that same output again.
///
/// An entry names the block's code (its digest) and the output; the file is for one build of the kernels,
/// compiler and generator (`ProgramRegistry.kernelsKey`, its first line), since a block's behaviour depends
/// on them too. Output that follows hash order is stored wrongly at most once in 2 048 confirmations (twelve
/// runs agreeing by chance, for two elements), as a fresh check passes it wrongly at most once in 2 048; but
/// where that happened, later checks of that block pass or fail by chance (half the time each) until its
/// code, output, kernels or compiler change. Averaged over checks that is rarer than twelve runs every time
/// (once in 4 096); it is what buys running a confirmed block once.
final class HashOrderConfirmations {
    let path: String
    let kernelsKey: String
    /// One number per block and output (`entry`).
    private var entries: Set<UInt64>
    private var changed = false
    /// Past this many entries (blocks long gone from the course) the file starts over.
    static let limit = 200_000

    /// The remembered confirmations in `cacheDirectory` for blocks built with `kernelsKey` (none when the
    /// file is missing, unreadable or for another build).
    init(cacheDirectory: String, kernelsKey: String) {
        path = cacheDirectory + "/hash-order-confirmed"
        self.kernelsKey = kernelsKey
        let bytes = BuildCache.record(atPath: path) ?? []
        let header = Array(Self.header(kernelsKey).utf8)
        entries = bytes.starts(with: header) ? SharedModules.hexLines(Array(bytes[header.count...])) : []
    }

    func contains(_ block: CompiledBlock, output: [UInt8]) -> Bool {
        entries.contains(Self.entry(block, output))
    }

    func insert(_ block: CompiledBlock, output: [UInt8]) {
        if entries.count >= Self.limit { entries.removeAll() }
        changed = entries.insert(Self.entry(block, output)).inserted || changed
    }

    /// Writes the file when something was added (a whole new file, renamed into place).
    func save() {
        guard changed else { return }
        var text = Self.header(kernelsKey)
        for entry in entries { text += String(entry, radix: 16) + "\n" }
        BuildCache.writeRecord(path, Array(text.utf8))
        changed = false
    }

    private static func header(_ kernelsKey: String) -> String {
        "lessonbuild hash-order confirmations for " + kernelsKey + "\n"
    }

    /// The block's code digest and its output's, as one number.
    private static func entry(_ block: CompiledBlock, _ output: [UInt8]) -> UInt64 {
        stableDigest(String(block.digest, radix: 16) + " " + String(stableDigest(output), radix: 16))
    }
}
