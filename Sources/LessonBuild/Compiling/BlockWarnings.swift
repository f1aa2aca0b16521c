import Foundation
import LessonModel

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
    func warnings(of codes: [String], kernelFiles: [String]) -> [UInt64: [CompilerMessage]] {
        let base = compilerVersion + "\n" + flags().dropLast(2).joined(separator: " ") + "\n"
        let reach = KernelReach(
            files: kernelFiles.map { file in
                (
                    URL(fileURLWithPath: file).lastPathComponent,
                    String(decoding: RawFile.contents(atPath: file) ?? [], as: UTF8.self)
                )
            })
        let work = Array(Set(codes)).sorted()
        var found = [[CompilerMessage]](repeating: [], count: work.count)
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        found.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                let kernels = reach.reached(by: work[index]).map(BlockProgram.hex).joined(separator: " ")
                let key = BlockProgram.hex(stableDigest(base + kernels + "\n" + work[index]))
                results[index] = cached(key) ?? compile(work[index], kernelFiles: kernelFiles, key: key)
            }
        }
        var byDigest: [UInt64: [CompilerMessage]] = [:]
        for (code, messages) in zip(work, found) where !messages.isEmpty { byDigest[stableDigest(code)] = messages }
        return byDigest
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
    private func compile(_ code: String, kernelFiles: [String], key: String) -> [CompilerMessage] {
        let folder = cacheDirectory + "/work-" + key
        let main = folder + "/main.swift"
        BuildCache.remove(folder)
        defer { BuildCache.remove(folder) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(code.utf8).write(to: URL(fileURLWithPath: main))
        } catch {
            return []  // the block's own compile reports an unwritable cache
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
        if SwiftCompiler.Breakdown(run) == nil { store(messages, key: key) }
        return messages
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
