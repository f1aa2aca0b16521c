import Foundation
import LessonModel

/// Compiles compile-error blocks exactly as the standalone program is compiled, because what the lesson
/// shows is the compiler's own messages and those depend on every detail of the compile:
///
///     swiftc -swift-version 5 -module-name main -diagnostic-style llvm -no-color-diagnostics main.swift <Kernel>.swift…
///
/// run in a folder that holds the block as `main.swift` and each kernel file by its own name, so every path
/// in a message is the relative one the reader knows (`main.swift:3:5`, `Sync.swift:12:7`). The one
/// machine-dependent text the compiler can print, the toolchain's own folder (a note about a declaration
/// in a module interface), is written `<toolchain>`. Nothing is run; the outcome (compiled or not, and the
/// messages) is kept in the build cache, keyed by the code, the kernels' text, the mode and the compiler.
struct StandaloneCompile {
    var compiler: SwiftCompiler
    var cacheDirectory: String
    /// The build cache's clang module cache (as the blocks' compiles use; it changes no message).
    var moduleCache: String
    /// `swiftc --version` (part of every key: another compiler may say other things).
    var compilerVersion: String
    var languageMode = SwiftLanguageMode.swift5
    var jobs = max(ProcessInfo.processInfo.activeProcessorCount, 1)

    /// What the compiler did with one block.
    struct Outcome: Equatable, Sendable {
        /// Whether it compiled (a compile-error block that compiles fails its check).
        var compiled: Bool
        /// Everything the compiler printed, as the transcript holds it.
        var messages: String
        /// Set when the compiler crashed or the linker refused: no transcript can hold that (it names this
        /// machine's temporary files and addresses), so the block fails with its own error. Never cached.
        var breakdown: SwiftCompiler.Breakdown? = nil
    }

    /// The flags of the oracle, in order, before the file names.
    func flags() -> [String] {
        [
            "-swift-version", languageMode.compilerFlag, "-module-name", "main", "-diagnostic-style", "llvm",
            "-no-color-diagnostics",
        ]
    }

    /// - Parameters: codes: each block's text; kernelFiles: paths of the kernel files (copied by base name).
    /// - Returns: each block's outcome by its digest.
    func compile(_ codes: [String], kernelFiles: [String]) -> [UInt64: Outcome] {
        let kernels = kernelFiles.sorted().map { file in
            (name: URL(fileURLWithPath: file).lastPathComponent, text: RawFile.contents(atPath: file) ?? [])
        }
        var kernelText = ""
        for kernel in kernels {
            kernelText += kernel.name + "\n" + String(decoding: kernel.text, as: UTF8.self) + "\u{0}"
        }
        let base = compilerVersion + "\n" + flags().joined(separator: " ") + "\n" + kernelText
        let work = Array(Set(codes)).sorted()
        var outcomes = [Outcome?](repeating: nil, count: work.count)
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        outcomes.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                let key = BlockProgram.hex(stableDigest(base + "\n" + work[index]))
                results[index] = cached(key) ?? run(work[index], kernels: kernels, key: key)
            }
        }
        var byDigest: [UInt64: Outcome] = [:]
        for (code, outcome) in zip(work, outcomes) { byDigest[stableDigest(code)] = outcome }
        return byDigest
    }

    /// The cache file of one block: `compiled` or `refused`, a line break, then the messages.
    private func cached(_ key: String) -> Outcome? {
        guard let bytes = BuildCache.record(atPath: cacheDirectory + "/" + key) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let newline = text.firstIndex(of: "\n") else { return nil }
        let verdict = text[..<newline]
        guard verdict == "compiled" || verdict == "refused" else { return nil }
        return Outcome(compiled: verdict == "compiled", messages: String(text[text.index(after: newline)...]))
    }

    private func run(_ code: String, kernels: [(name: String, text: [UInt8])], key: String) -> Outcome {
        let folder = cacheDirectory + "/work-" + key
        try? FileManager.default.removeItem(atPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(code.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
            for kernel in kernels where kernel.name != "main.swift" {
                try Data(kernel.text).write(to: URL(fileURLWithPath: folder + "/" + kernel.name))
            }
        } catch {
            return Outcome(compiled: false, messages: "error: cannot write \(folder): \(error.localizedDescription)\n")
        }
        let names = ["main.swift"] + kernels.map(\.name).filter { $0 != "main.swift" }
        let run = compiler.run(
            flags() + ["-module-cache-path", moduleCache] + names + ["-o", "main"], in: folder)
        let outcome = Outcome(
            compiled: run.status == 0,
            messages: Self.machineIndependent(run.output, folder: folder, compiler: compiler),
            breakdown: SwiftCompiler.Breakdown(run))
        guard outcome.breakdown == nil else { return outcome }
        BuildCache.writeRecord(
            cacheDirectory + "/" + key,
            Array(((outcome.compiled ? "compiled" : "refused") + "\n" + outcome.messages).utf8))
        return outcome
    }

    /// The compiler's output without this machine's folders: the work folder (should a message name a file
    /// by its full path) and the toolchain's.
    static func machineIndependent(_ output: String, folder: String, compiler: SwiftCompiler) -> String {
        var text = output.replacingOccurrences(of: folder + "/", with: "")
        // `/opt/swift/usr` for `/opt/swift/usr/bin/swiftc`: the folder of the compiler's `bin`.
        let bin = URL(fileURLWithPath: compiler.executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let toolchain = bin.deletingLastPathComponent().path
        if toolchain.count > 1 { text = text.replacingOccurrences(of: toolchain, with: "<toolchain>") }
        return text
    }
}
