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

    /// Each block's warnings (and the notes that follow them), at `main.swift` lines, by its digest.
    ///
    /// Nothing changed since the last run (the same blocks, kernels and compiler), one record answers for
    /// the whole group (`summary`): the per-block keys below cost a reading of every block and kernel.
    func warnings(of codes: [String], kernelFiles: [String]) -> [UInt64: [CompilerMessage]] {
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
        let reachRecord =
            cacheDirectory + "/reach-" + BlockProgram.hex(stableDigest(KernelReach.version + " " + exactBase))
        var everything = StableDigest()
        everything.add(exactBase)
        for code in work { everything.add(code) }
        let summaryKey = "all-" + BlockProgram.hex(everything.value)
        if let known = summary(summaryKey) { return known }
        // The kernels' parts are worked out (once, by the first block that needs them) only for a block not
        // met with these very kernels: after an edit of one block the others are found by their exact key.
        let reach = Mutex<KernelReach?>(nil)
        var found = [(messages: [CompilerMessage], kept: Bool)](repeating: ([], false), count: work.count)
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        found.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                let exact = "exact-" + BlockProgram.hex(stableDigest(exactBase + work[index]))
                if let known = cached(exact) {
                    results[index] = (known, true)
                    return
                }
                let parts = reach.withLock { reach in
                    if reach == nil {
                        reach = KernelReach(files: kernels, kept: reachRecord)
                    }
                    return reach!
                }
                let reached = parts.reached(by: work[index]).map(BlockProgram.hex).joined(separator: " ")
                let key = BlockProgram.hex(stableDigest(base + reached + "\n" + work[index]))
                if let known = cached(key) {
                    results[index] = (known, true)
                } else {
                    results[index] = compile(work[index], kernelFiles: kernelFiles, key: key)
                }
                if results[index].kept { store(results[index].messages, key: exact) }
            }
        }
        var byDigest: [UInt64: [CompilerMessage]] = [:]
        for (code, result) in zip(work, found) where !result.messages.isEmpty {
            byDigest[stableDigest(code)] = result.messages
        }
        // Only an answer every block's compile gave (none crashed) stands for the group.
        if found.allSatisfy(\.kept) { storeSummary(byDigest, key: summaryKey) }
        return byDigest
    }

    /// The record of a whole group: a line `@@ <digest>` before each block's messages.
    private func summary(_ key: String) -> [UInt64: [CompilerMessage]]? {
        guard let bytes = BuildCache.record(atPath: cacheDirectory + "/" + key) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(Self.summaryHeader) else { return nil }
        var result: [UInt64: [CompilerMessage]] = [:]
        var current: UInt64?
        var lines = ""
        func close() {
            if let current { result[current] = CompilerMessage.parse(lines) }
            lines = ""
        }
        for line in text.dropFirst(Self.summaryHeader.count).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@@ ") {
                close()
                guard let digest = UInt64(line.dropFirst(3), radix: 16) else { return nil }
                current = digest
            } else if !line.isEmpty {
                lines += line + "\n"
            }
        }
        close()
        return result
    }

    private static let summaryHeader = "warnings of a group\n"

    private func storeSummary(_ byDigest: [UInt64: [CompilerMessage]], key: String) {
        var text = Self.summaryHeader
        for digest in byDigest.keys.sorted() {
            text += "@@ " + String(digest, radix: 16) + "\n"
            text += byDigest[digest]!.map { $0.lineText + "\n" }.joined()
        }
        BuildCache.writeRecord(cacheDirectory + "/" + key, Array(text.utf8))
    }

    /// The kernels' own warnings (paths as given), the kernels compiled as one library module.
    func kernelWarnings(kernelFiles: [String]) -> [CompilerMessage] {
        guard !kernelFiles.isEmpty else { return [] }
        let key = "kernels-" + BlockProgram.hex(stableDigest(self.key(kernelFiles: kernelFiles)))
        if let known = cached(key) { return known }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        let run = compiler.run(flags() + ["-parse-as-library"] + kernelFiles.sorted() + ["-o", "/dev/null"])
        let messages = Self.warningsAndTheirNotes(CompilerMessage.parse(run.output))
        if SwiftCompiler.Breakdown(run) == nil { store(messages, key: key) }
        return messages
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
