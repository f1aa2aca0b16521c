import Foundation
import LessonModel
import Synchronization

/// The compiler's warnings about each runnable block and about the kernels, as the reader's own
/// `swiftc main.swift <kernels>` prints them.
///
/// The workers' libraries are compiled from generated code (variables made globals or locals, the block's
/// statements in an entry, `fileprivate` added) with warnings suppressed: the warnings of that code would be
/// about the tool's wrapping, not the author's text (a local never mutated that was a global, a result the
/// wrapper discards). So each block is compiled again as it stands, as `main.swift` beside the kernel files,
/// by the compiler's frontend as far as SIL (the stage that finds the last warnings: code never executed, a
/// call that recurses forever), writing nothing. Only the messages about `main.swift` are the block's; the
/// kernels' are found once, the kernels compiled alone. Kept in the build cache as sealed records keyed by
/// the code, the parts of the kernels it reaches by name (`KernelReach`), the language mode and the
/// compiler, so a second run says them again, and a kernel declaration no block names redoes none.
struct BlockWarnings {
    var compiler: SwiftCompiler
    var cacheDirectory: String
    /// The build cache's clang module cache (it changes no message).
    var moduleCache: String
    /// `swiftc --version` (part of every key: another compiler may warn of other things).
    var compilerVersion: String
    var languageMode = SwiftLanguageMode.swift5

    /// The frontend's flags, before the files: the standalone program's (`StandaloneCompile`), up to SIL.
    func flags() -> [String] {
        [
            "-frontend", "-emit-sil", "-swift-version", languageMode.compilerFlag, "-module-name", "main",
            "-diagnostic-style", "llvm", "-no-color-diagnostics", "-module-cache-path", moduleCache,
        ]
    }

    /// What `warnings(of:kernelFiles:)` found: each block's warnings (with the notes that follow them), at
    /// `main.swift` lines, by its digest; and the records that answered for them, which a prune keeps.
    struct Found {
        var messages: [UInt64: [CompilerMessage]] = [:]
        var records: Set<String> = []
    }

    /// Each block's warnings.
    ///
    /// Nothing changed since the last run (the same blocks, kernels and compiler), one record answers for
    /// the whole group (`summary`): the per-block keys below cost a reading of every block and kernel. A
    /// block's record is kept under its reach key (the code and the kernel chunks it reaches); its exact
    /// key (the code and the kernels' whole text) names that record, so that a check after an edit reads
    /// no kernel, and a kernel edit redoes only the blocks whose reach changed.
    func warnings(of codes: [String], kernelFiles: [String]) -> Found {
        let base = compilerVersion + "\n" + flags().dropLast(2).joined(separator: " ") + "\n"
        let kernels = kernelFiles.sorted().map { file in
            (
                name: URL(fileURLWithPath: file).lastPathComponent,
                text: String(decoding: RawFile.contents(atPath: file) ?? [], as: UTF8.self)
            )
        }
        let work = Array(Set(codes)).sorted()
        var whole = StableDigest()
        for kernel in kernels {
            whole.add(kernel.name)
            whole.add(kernel.text)
        }
        let exactBase = base + "kernels " + BlockProgram.hex(whole.value) + "\n"
        let reachName = "reach-" + BlockProgram.hex(stableDigest(KernelReach.version + " " + exactBase))
        var everything = StableDigest()
        everything.add(exactBase)
        for code in work { everything.add(code) }
        let summaryKey = "all-" + BlockProgram.hex(everything.value)
        if var known = summary(summaryKey) {
            known.records.formUnion([summaryKey, reachName])
            return known
        }
        // The kernels' parts are worked out (once, by the first block that needs them) only for a block not
        // met with these very kernels: after an edit of one block the others are found by their exact key.
        let reach = Mutex<KernelReach?>(nil)
        var found = [Answer](repeating: Answer(), count: work.count)
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        found.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                let exact = "exact-" + BlockProgram.hex(stableDigest(exactBase + work[index]))
                if let key = named(by: exact), let known = cached(key) {
                    results[index] = Answer(messages: known, kept: true, exact: exact, key: key)
                    return
                }
                let parts = reach.withLock { reach in
                    if reach == nil { reach = KernelReach(files: kernels, kept: cacheDirectory + "/" + reachName) }
                    return reach!
                }
                let reached = parts.reached(by: work[index]).map(BlockProgram.hex).joined(separator: " ")
                let key = BlockProgram.hex(stableDigest(base + reached + "\n" + work[index]))
                var answer = Answer(exact: exact, key: key)
                if let known = cached(key) {
                    (answer.messages, answer.kept) = (known, true)
                } else {
                    (answer.messages, answer.kept) = compile(work[index], kernelFiles: kernelFiles, key: key)
                }
                if answer.kept { name(key, by: exact) }
                results[index] = answer
            }
        }
        var result = Found(records: [summaryKey, reachName])
        for (code, answer) in zip(work, found) {
            if !answer.messages.isEmpty { result.messages[stableDigest(code)] = answer.messages }
            result.records.formUnion([answer.exact, answer.key])
        }
        // Only an answer every block's compile gave (none crashed) stands for the group.
        if found.allSatisfy(\.kept) {
            storeSummary(zip(work, found).map { (stableDigest($0), $1) }, key: summaryKey)
        }
        return result
    }

    /// One block's answer: its messages, whether they were kept (not a crash), its two keys.
    private struct Answer {
        var messages: [CompilerMessage] = []
        var kept = false
        var exact = ""
        var key = ""
    }

    /// The record of a whole group: a line `@@ <digest> <exact key> <reach key>` before each block's
    /// messages.
    private func summary(_ key: String) -> Found? {
        guard let bytes = BuildCache.record(atPath: cacheDirectory + "/" + key) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(Self.summaryHeader) else { return nil }
        var result = Found()
        var current: UInt64?
        var lines = ""
        func close() {
            if let current, !lines.isEmpty { result.messages[current] = CompilerMessage.parse(lines) }
            lines = ""
        }
        for line in text.dropFirst(Self.summaryHeader.count).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@@ ") {
                close()
                let fields = line.dropFirst(3).split(separator: " ")
                guard fields.count == 3, let digest = UInt64(fields[0], radix: 16) else { return nil }
                current = digest
                result.records.formUnion([String(fields[1]), String(fields[2])])
            } else if !line.isEmpty {
                lines += line + "\n"
            }
        }
        close()
        return result
    }

    private static let summaryHeader = "warnings of a group, with keys\n"

    private func storeSummary(_ answers: [(digest: UInt64, answer: Answer)], key: String) {
        var text = Self.summaryHeader
        for (digest, answer) in answers.sorted(by: { $0.digest < $1.digest }) {
            text += "@@ " + String(digest, radix: 16) + " " + answer.exact + " " + answer.key + "\n"
            text += answer.messages.map { $0.lineText + "\n" }.joined()
        }
        BuildCache.writeRecord(cacheDirectory + "/" + key, Array(text.utf8))
    }

    /// The key whose record holds the warnings that `exact` answers with.
    private func named(by exact: String) -> String? {
        guard let lines = BuildCache.recordLines(atPath: cacheDirectory + "/" + exact, header: Self.pointerHeader),
            lines.count == 1, !lines[0].contains("/")
        else { return nil }
        return String(lines[0])
    }

    private func name(_ key: String, by exact: String) {
        BuildCache.writeRecord(cacheDirectory + "/" + exact, header: Self.pointerHeader, lines: [key])
    }

    private static let pointerHeader = "warnings under another key"

    /// Removes every record and folder of `folder` but `kept`: what a check of the whole course did not use
    /// (the records of blocks edited since, of kernels as they were) would otherwise pile up with every
    /// edit, and every command walks the build cache.
    static func prune(_ folder: String, keeping kept: Set<String>) {
        BuildCache.removeEntries(in: folder, keeping: kept)
    }

    /// The kernels' own warnings (paths as given), the kernels compiled as one library module, and the
    /// record that holds them.
    func kernelWarnings(kernelFiles: [String]) -> (messages: [CompilerMessage], record: String?) {
        guard !kernelFiles.isEmpty else { return ([], nil) }
        let key = "kernels-" + BlockProgram.hex(stableDigest(self.key(kernelFiles: kernelFiles)))
        if let known = cached(key) { return (known, key) }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        let run = compiler.run(flags() + ["-parse-as-library"] + kernelFiles.sorted() + ["-o", "/dev/null"])
        let messages = Self.warningsAndTheirNotes(CompilerMessage.parse(run.output))
        if SwiftCompiler.Breakdown(run) == nil { store(messages, key: key) }
        return (messages, key)
    }

    /// What every key holds besides the block's code: the compiler, the flags and the kernels' text.
    private func key(kernelFiles: [String]) -> String {
        var text = compilerVersion + "\n" + flags().dropLast(2).joined(separator: " ") + "\n"
        for file in kernelFiles.sorted() {
            text += URL(fileURLWithPath: file).lastPathComponent + "\n"
            text += String(decoding: RawFile.contents(atPath: file) ?? [], as: UTF8.self) + "\u{0}"
        }
        return text
    }

    private func cached(_ key: String) -> [CompilerMessage]? {
        guard let bytes = BuildCache.record(atPath: cacheDirectory + "/" + key) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(Self.header) else { return nil }
        return CompilerMessage.parse(String(text.dropFirst(Self.header.count)))
    }

    /// The record's first line: a record without it (an empty file sealed by hand) is not an answer.
    private static let header = "warnings\n"

    private func store(_ messages: [CompilerMessage], key: String) {
        let text = Self.header + messages.map { $0.lineText + "\n" }.joined()
        BuildCache.writeRecord(cacheDirectory + "/" + key, Array(text.utf8))
    }

    /// Compiles one block as `main.swift` in a folder of its own; its messages, named `main.swift`.
    private func compile(_ code: String, kernelFiles: [String], key: String) -> (
        messages: [CompilerMessage], kept: Bool
    ) {
        let folder = cacheDirectory + "/work-" + key
        let main = folder + "/main.swift"
        BuildCache.remove(folder)
        defer { BuildCache.remove(folder) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(code.utf8).write(to: URL(fileURLWithPath: main))
        } catch {
            return ([], false)  // the block's own compile reports an unwritable cache
        }
        let others = kernelFiles.sorted().filter { URL(fileURLWithPath: $0).lastPathComponent != "main.swift" }
        let run = compiler.run(flags() + ["-primary-file", main] + others + ["-o", "/dev/null"])
        let own = CompilerMessage.parse(run.output).filter { $0.path == main }.map { message in
            var named = message
            named.path = "main.swift"
            return named
        }
        let messages = Self.warningsAndTheirNotes(own)
        // A crash says nothing of the block's warnings; it is asked again next time.
        guard SwiftCompiler.Breakdown(run) == nil else { return (messages, false) }
        store(messages, key: key)
        return (messages, true)
    }

    /// The warnings, each with the notes the compiler printed right after it; errors and their notes are
    /// left out (the block's own compile reports them).
    static func warningsAndTheirNotes(_ messages: [CompilerMessage]) -> [CompilerMessage] {
        var kept: [CompilerMessage] = []
        var inWarning = false
        for message in messages {
            switch message.severity {
            case "warning": inWarning = true
            case "note": break
            default: inWarning = false
            }
            if inWarning { kept.append(message) }
        }
        return kept
    }
}

/// What `BlockWarnings` found for a course: each group's blocks' warnings by digest, and the kernels'.
struct CompilerWarnings: Sendable {
    var blocks: [CompileGroup: [UInt64: [CompilerMessage]]] = [:]
    var kernels: [CompilerMessage] = []
    /// The records of the warnings cache that answered (`BlockWarnings.Found.records`).
    var records: Set<String> = []
    /// Whether every group's warnings were found (none was left out for its kernels' errors).
    var complete = true

    /// Each warning with the notes that follow it.
    static func withNotes(_ messages: [CompilerMessage]) -> [(warning: CompilerMessage, notes: [CompilerMessage])] {
        var grouped: [(warning: CompilerMessage, notes: [CompilerMessage])] = []
        for message in messages {
            if message.severity == "warning" {
                grouped.append((message, []))
            } else if !grouped.isEmpty {
                grouped[grouped.count - 1].notes.append(message)
            }
        }
        return grouped
    }
}
