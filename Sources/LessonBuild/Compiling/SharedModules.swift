import Foundation
import LessonModel

/// The modules most blocks share. Blocks are spread over a few shards by their digest; each shard is one
/// module named `main`, compiled whole (`-wmo`) into its own library.
///
/// Why shards compiled whole rather than one module built incrementally: the driver's batch mode starts a
/// compiler process for every couple of dozen files, and each one loads the standard library, Foundation
/// and the kernels again — at 600 blocks that was half the time of a full build, and one process used
/// one core. Whole shards load them once each, two shards compile side by side on two cores, and a
/// change to a few blocks rebuilds only the shards they fall in. (One to four changed blocks do not even
/// do that: `BlockCompiler` compiles them alone.)
struct SharedModules {
    var directory: String
    /// What the blocks were compiled against (the kernels' interface, the compiler, the generator).
    var blocksKey: String
    /// Blocks a shard should hold, roughly: small enough that a shard rebuilds in a couple of seconds,
    /// large enough that loading the modules a compile needs stays a small part of it.
    var shardSize: Int
    /// What makes the shards' kept objects (the compiler's and the generator's versions, the speed flags):
    /// objects another compiler made are not offered to this one (`KeptObjects`).
    var objectsMaker = ""

    struct Build {
        var failures: [UInt64: [CompilerMessage]] = [:]
        /// Blocks that could not be placed because the compiler failed without naming a block.
        var unattributed: [BlockProgram] = []
        var rebuiltShards = 0
    }

    private var shardCountPath: String { directory + "/shards" }
    private func shardDirectory(_ shard: Int) -> String { directory + "/\(shard)" }
    func library(ofShard shard: Int) -> String { shardDirectory(shard) + "/libblocks.so" }
    private func manifestPath(ofShard shard: Int) -> String { shardDirectory(shard) + "/manifest" }
    /// The compiler's messages for the blocks left out of a shard: they are reported again without
    /// compiling the shard again while the course still holds them.
    private func failuresPath(ofShard shard: Int) -> String { shardDirectory(shard) + "/failures" }

    /// The number of shards the current libraries were built with (nil: none were, or for other kernels).
    func builtShardCount() -> Int? {
        guard let (key, count) = layout(), key == blocksKey else { return nil }
        return count
    }

    /// What the shards' folders were last laid out for: the blocks' key and the number of shards.
    private func layout() -> (key: String, count: Int)? {
        let text = String(decoding: BuildCache.record(atPath: shardCountPath) ?? [], as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 2, let count = Int(lines[1]), count > 0 else { return nil }
        return (lines[0], count)
    }

    /// Keeps the current count while shards stay between half and twice the target size, so adding
    /// lessons does not reshuffle (and rebuild) every shard each time the course crosses a round number.
    func shardCount(blocks: Int, current: Int?) -> Int {
        if let current, blocks >= current * shardSize / 2, blocks <= current * shardSize * 2 { return current }
        return max(1, (blocks + shardSize / 2) / shardSize)
    }

    static func shard(of digest: UInt64, count: Int) -> Int {
        // FNV's low bits follow the parity of the text's bytes (`digest % 6` put 181 of 600 blocks in one
        // shard and 30 in another); multiplying by 2^64/φ first spreads them evenly.
        let mixed = digest &* 0x9E37_79B9_7F4A_7C15
        return Int(mixed.multipliedFullWidth(by: UInt64(count)).high)
    }

    /// Where each block of the built shards is: digest → library (empty when built for other kernels).
    func manifest() -> [UInt64: String] {
        guard let count = builtShardCount() else { return [:] }
        var result: [UInt64: String] = [:]
        for shard in 0..<count {
            for digest in builtDigests(shard: shard) { result[digest] = library(ofShard: shard) }
        }
        return result
    }

    private func builtDigests(shard: Int) -> Set<UInt64> {
        // The manifest ends with the library's stamp (`BuiltStamp`): a library changed since counts as not built.
        guard let bytes = BuildCache.record(atPath: manifestPath(ofShard: shard)) else { return [] }
        guard BuiltStamp.recorded(in: bytes, for: [library(ofShard: shard)]) else {
            CacheAudit.shared.refused(library(ofShard: shard))
            return []
        }
        return Self.hexLines(bytes)
    }

    /// The lines of a manifest that are hexadecimal numbers, as `UInt64($0, radix: 16)` reads them (other
    /// lines are skipped). Parsed byte by byte: splitting the text into strings cost the preview a few
    /// milliseconds per save at 3000 blocks.
    static func hexLines(_ bytes: [UInt8]) -> Set<UInt64> {
        var found = Set<UInt64>()
        bytes.withUnsafeBufferPointer { buffer in
            var value: UInt64 = 0
            var digits = 0
            var valid = true
            for index in 0...buffer.count {
                let byte = index < buffer.count ? buffer[index] : UInt8(ascii: "\n")
                if byte == UInt8(ascii: "\n") {
                    if valid, digits > 0 { found.insert(value) }
                    value = 0
                    digits = 0
                    valid = true
                    continue
                }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default:
                    valid = false
                    continue
                }
                if value >> 60 != 0 { valid = false }  // more than 64 bits
                value = value << 4 | UInt64(digit)
                digits += 1
            }
        }
        return found
    }

    private func recordedFailures(shard: Int) -> [UInt64: [CompilerMessage]] {
        guard FileManager.default.fileExists(atPath: manifestPath(ofShard: shard)),
            let bytes = BuildCache.record(atPath: failuresPath(ofShard: shard))
        else { return [:] }
        var failures: [UInt64: [CompilerMessage]] = [:]
        for message in CompilerMessage.parse(String(decoding: bytes, as: UTF8.self)) {
            guard let digest = BlockProgram.digest(inVirtualPath: message.path) else { continue }
            failures[digest, default: []].append(message)
        }
        return failures
    }

    /// Rebuilds every shard whose blocks are not exactly `programs`' share of them.
    func build(_ programs: [BlockProgram], compiler: SwiftCompiler, flags: [String], jobs: Int) -> Build {
        let files = FileManager.default
        let laidOut = layout()
        let count = shardCount(blocks: programs.count, current: laidOut?.count)
        if laidOut?.key != blocksKey || laidOut?.count != count {
            if laidOut?.count == count {
                // Other kernels, the same shards: what was built no longer counts, but the kept objects of
                // blocks whose IR is the same still spare their code generation (`KeptObjects`).
                for shard in 0..<count {
                    try? files.removeItem(atPath: manifestPath(ofShard: shard))
                    try? files.removeItem(atPath: failuresPath(ofShard: shard))
                }
            } else {
                BuildCache.remove(directory)
                try? files.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            BuildCache.writeRecord(shardCountPath, Array("\(blocksKey)\n\(count)\n".utf8))
        }
        var shards = [[BlockProgram]](repeating: [], count: count)
        for program in programs { shards[SharedModules.shard(of: program.digest, count: count)].append(program) }
        var build = Build()
        var stale: [Int] = []
        for shard in 0..<count {
            let failed = recordedFailures(shard: shard)
            if Set(shards[shard].map(\.digest)) == builtDigests(shard: shard).union(failed.keys) {
                build.failures.merge(failed) { first, _ in first }
            } else {
                stale.append(shard)
            }
        }
        build.rebuiltShards = stale.count
        // Two shards side by side use both cores through their type checking; a lone shard gets the
        // cores for code generation instead. Otherwise code generation makes one object for the whole
        // shard (`-num-threads 0`): one per file costs every block a few milliseconds of setting up.
        let threads = stale.count == 1 ? jobs : 0
        let grouped = shards
        let outcomes = parallelMap(stale) { shard in
            self.buildShard(shard, grouped[shard], compiler: compiler, flags: flags, threads: threads)
        }
        for outcome in outcomes {
            build.failures.merge(outcome.failures) { first, _ in first }
            build.unattributed += outcome.unattributed
        }
        return build
    }

    /// Writes each program's file into `folder` and removes the files of blocks no longer in the shard. The
    /// files are written in place: a shard whose compile did not finish has no manifest, so it is compiled
    /// again, from files written again.
    private func writeSources(_ programs: [BlockProgram], into folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        BuildCache.removeEntries(in: folder, keeping: Set(programs.map(\.fileName)))
        for program in programs {
            RawFile.replace(atPath: folder + "/" + program.fileName, with: Array(program.source.utf8))
        }
    }

    /// Compiles one shard, leaving out the blocks the compiler names in errors and trying again (a few
    /// times), so one broken block costs its shard a second compile, not the course its results.
    private func buildShard(
        _ shard: Int, _ programs: [BlockProgram], compiler: SwiftCompiler, flags: [String],
        threads: Int
    ) -> Build {
        let files = FileManager.default
        let folder = shardDirectory(shard)
        let sources = folder + "/src"
        // Nothing of the old shard counts until the new one is whole.
        try? files.removeItem(atPath: manifestPath(ofShard: shard))
        try? files.removeItem(atPath: failuresPath(ofShard: shard))
        var build = Build()
        guard !programs.isEmpty else {
            BuildCache.remove(sources)
            BuildCache.remove(library(ofShard: shard))
            return build
        }
        writeSources(programs, into: sources)
        var remaining = programs
        for _ in 0..<4 {
            guard !remaining.isEmpty else { break }
            let objects = KeptObjects(
                folder: folder + "/objects", maker: objectsMaker, sources: remaining.map { sources + "/" + $0.fileName }
            )
            let run = compiler.run(
                flags + [
                    "-module-name", "main", "-emit-library", "-wmo", "-num-threads", String(threads),
                    "-output-file-map", objects.prepare(), "-o", library(ofShard: shard),
                ]
                    + objects.sources, blocks: remaining.count)
            // Ended at a limit: which block is slow or verbose is not known, so each is compiled alone, under
            // the limits of one block.
            if run.stopped != nil { break }
            if run.status == 0 {
                objects.removeOthers()
                objects.record()
                let messages = build.failures.values.joined().map(\.lineText).joined(separator: "\n")
                BuildCache.writeRecord(failuresPath(ofShard: shard), Array(messages.utf8))
                let text =
                    remaining.map { String($0.digest, radix: 16) }.joined(separator: "\n") + "\n"
                    + (BuiltStamp.text(for: [library(ofShard: shard)]) ?? "")
                BuildCache.writeRecord(manifestPath(ofShard: shard), Array(text.utf8))
                return build
            }
            // A block fails by its own errors only: a note of another block's error may point into it (the
            // declaration an error names), and a warning never fails anything.
            let messages = CompilerMessage.parse(run.output)
            let erring = Set(
                messages.filter { $0.severity == "error" }.compactMap { BlockProgram.digest(inVirtualPath: $0.path) })
            var failing: [UInt64: [CompilerMessage]] = [:]
            for message in messages {
                guard let digest = BlockProgram.digest(inVirtualPath: message.path), erring.contains(digest) else {
                    continue
                }
                failing[digest, default: []].append(message)
            }
            if failing.isEmpty { break }
            for (digest, messages) in failing { build.failures[digest] = messages }
            remaining.removeAll { failing[$0.digest] != nil }
        }
        build.unattributed = remaining
        return build
    }
}

/// A shard's object files, kept in the build cache at paths that stay the same from one build to the next.
///
/// The compiler writes a digest of the LLVM IR it made into each object file and, when the file it is about
/// to replace already holds that digest, skips LLVM's code generation (about half of a shard's compile).
/// A shard is compiled again whenever the kernels' interface changes, yet most of its blocks then make the
/// very same IR: with the objects kept, only type checking, SIL and IR generation run for them again. The
/// driver names its objects in a temporary folder unless an output file map names them: `""` for the one
/// object of a single-threaded whole-module compile, each source file's own for a multi-threaded one.
struct KeptObjects {
    var folder: String
    /// What made the objects: the compiler only compares the IR, so another compiler's objects (the same IR,
    /// other machine code) are removed rather than kept.
    var maker: String
    var sources: [String]

    private static let mapName = "map.json"
    private static let makerName = "maker"
    private static let moduleObjectName = "shard.o"
    private static let digestsName = "digests"
    private var digestsPath: String { folder + "/" + Self.digestsName }
    private var mapPath: String { folder + "/" + Self.mapName }
    private var makerPath: String { folder + "/" + Self.makerName }
    private var moduleObject: String { folder + "/" + Self.moduleObjectName }

    private static func objectName(of source: String) -> String {
        URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent + ".o"
    }

    private func object(of source: String) -> String { folder + "/" + Self.objectName(of: source) }

    /// Writes the output file map; its path. Kept objects are offered to the compiler only when their bytes
    /// are the ones it wrote (`record()`): it skips code generation for an object whose IR digest matches,
    /// so an object edited in the cache would otherwise be linked as it is.
    func prepare() -> String {
        if BuildCache.record(atPath: makerPath) != Array(maker.utf8) {
            BuildCache.remove(folder)
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        BuildCache.writeRecord(makerPath, Array(maker.utf8))
        removeUnrecordedObjects()
        var map: [String: [String: String]] = ["": ["object": moduleObject]]
        for source in sources { map[source] = ["object": object(of: source)] }
        let data = (try? JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])) ?? Data()
        BuildCache.remove(mapPath)
        writeCacheFile(mapPath, Array(data))
        return mapPath
    }

    /// Records the digest of every object the compile left, once it succeeded.
    func record() {
        let names = [Self.moduleObjectName] + sources.map(Self.objectName)
        let lines = names.compactMap { name in
            BuildCache.digest(ofPlainFile: folder + "/" + name).map { name + " " + BlockProgram.hex($0) }
        }
        BuildCache.writeRecord(digestsPath, Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// Removes every object whose bytes are not those `record()` noted (or that it never noted).
    private func removeUnrecordedObjects() {
        let text = String(decoding: BuildCache.record(atPath: digestsPath) ?? [], as: UTF8.self)
        var recorded: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { recorded[String(parts[0])] = String(parts[1]) }
        }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasSuffix(".o") {
            let path = folder + "/" + entry
            guard let digest = BuildCache.digest(ofPlainFile: path), recorded[entry] == BlockProgram.hex(digest) else {
                if recorded[entry] != nil { CacheAudit.shared.refused(path) }
                BuildCache.remove(path)
                continue
            }
        }
        BuildCache.remove(digestsPath)
    }

    /// Removes what no longer belongs to the shard (the objects of blocks gone from it), so the folder
    /// holds one shard's worth.
    func removeOthers() {
        BuildCache.removeEntries(
            in: folder,
            keeping: Set(
                [Self.mapName, Self.makerName, Self.moduleObjectName, Self.digestsName] + sources.map(Self.objectName)))
    }
}
