import Foundation
import LessonModel

/// The kernels compiled once per version of them into `LessonKernels`.
struct KernelModule {
    var files: [String]
    var directory: String

    var library: String { directory + "/libLessonKernels.so" }
    var linkFlags: [String] {
        ["-I", directory, "-L", directory, "-lLessonKernels", "-Xlinker", "-rpath", "-Xlinker", directory]
    }

    /// Builds the module unless this version is built already; returns the compiler's errors, if any.
    func build(compiler: SwiftCompiler, flags: [String]) -> [CompilerMessage] {
        let done = directory + "/built"
        if FileManager.default.fileExists(atPath: done) { return [] }
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let run = compiler.run(flags + ["-module-name", BlockProgramGenerator.kernelModule, "-emit-library",
                                        "-enable-testing", "-emit-module", "-emit-module-path",
                                        directory + "/LessonKernels.swiftmodule", "-o", library] + files)
        if run.status != 0 {
            let errors = CompilerMessage.parse(run.output).filter { $0.severity == "error" }
            return errors.isEmpty
                ? [CompilerMessage(path: files.first ?? "kernels", line: 1, column: 1, severity: "error", text: run.output)]
                : errors
        }
        _ = FileManager.default.createFile(atPath: done, contents: Data())
        return []
    }
}

/// The module most blocks share, built incrementally by the Swift driver.
struct SharedModule {
    var directory: String
    var kernelKey: String

    var library: String { directory + "/libblocks.so" }
    private var manifestPath: String { directory + "/manifest" }
    private var sources: String { directory + "/src" }

    struct Build {
        var failures: [UInt64: [CompilerMessage]] = [:]
        /// Blocks that could not be placed because the compiler failed without naming a block.
        var unattributed: [BlockProgram] = []
    }

    /// The digests of the blocks in the current library (empty when it was built for other kernels).
    func manifest() -> Set<UInt64> {
        let text = String(decoding: RawFile.contents(atPath: manifestPath) ?? [], as: UTF8.self)
        var lines = text.split(separator: "\n")
        guard lines.first.map(String.init) == kernelKey, FileManager.default.fileExists(atPath: library) else { return [] }
        lines.removeFirst()
        return Set(lines.compactMap { UInt64($0, radix: 16) })
    }

    mutating func build(_ programs: [BlockProgram], compiler: SwiftCompiler, flags: [String], jobs: Int) -> Build {
        let files = FileManager.default
        let previous = String(decoding: RawFile.contents(atPath: manifestPath) ?? [], as: UTF8.self)
        if previous.split(separator: "\n").first.map(String.init) != kernelKey {
            try? files.removeItem(atPath: directory)
        }
        try? files.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try? files.createDirectory(atPath: directory + "/obj", withIntermediateDirectories: true)
        // Only files whose text changed are written, so the driver recompiles only those.
        let wanted = Set(programs.map(\.fileName))
        for name in (try? files.contentsOfDirectory(atPath: sources)) ?? [] where !wanted.contains(name) {
            try? files.removeItem(atPath: sources + "/" + name)
        }
        for program in programs {
            let path = sources + "/" + program.fileName
            let bytes = Array(program.source.utf8)
            if RawFile.contents(atPath: path) != bytes { writeCacheFile(path, bytes) }
        }

        var build = Build()
        var remaining = programs
        for _ in 0..<4 {
            guard !remaining.isEmpty else { break }
            writeOutputFileMap(remaining)
            let run = compiler.run(flags + ["-module-name", "main", "-emit-library", "-incremental",
                                            "-output-file-map", directory + "/output-file-map.json",
                                            "-enable-batch-mode", "-j", String(jobs), "-o", library]
                                   + remaining.map { sources + "/" + $0.fileName })
            if run.status == 0 {
                writeManifest(remaining)
                return build
            }
            var failing: [UInt64: [CompilerMessage]] = [:]
            for message in CompilerMessage.parse(run.output) {
                guard let digest = BlockProgram.digest(inVirtualPath: message.path) else { continue }
                failing[digest, default: []].append(message)
            }
            let named = Set(failing.keys)
            if named.isEmpty {
                build.unattributed = remaining
                try? files.removeItem(atPath: manifestPath)
                return build
            }
            for (digest, messages) in failing { build.failures[digest] = messages }
            remaining.removeAll { named.contains($0.digest) }
            for program in programs where named.contains(program.digest) {
                try? files.removeItem(atPath: sources + "/" + program.fileName)
            }
        }
        build.unattributed = remaining
        try? files.removeItem(atPath: manifestPath)
        return build
    }

    private func writeOutputFileMap(_ programs: [BlockProgram]) {
        var map: [String: [String: String]] = ["": ["swift-dependencies": directory + "/obj/main.swiftdeps"]]
        for program in programs {
            let base = directory + "/obj/" + program.fileName.dropLast(".swift".count)
            map[sources + "/" + program.fileName] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
        }
        if let data = try? JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]) {
            writeCacheFile(directory + "/output-file-map.json", Array(data))
        }
    }

    private func writeManifest(_ programs: [BlockProgram]) {
        let text = ([kernelKey] + programs.map { String($0.digest, radix: 16) }).joined(separator: "\n") + "\n"
        writeCacheFile(manifestPath, Array(text.utf8))
    }
}

/// Blocks compiled one module each, cached by code and kernel version (failures too).
final class OwnModules {
    let directory: String
    private(set) var compiledCount = 0

    init(directory: String) {
        self.directory = directory
    }

    enum Outcome {
        case success(library: String)
        case failure([CompilerMessage])
    }

    func build(_ programs: [BlockProgram], compiler: SwiftCompiler, flags: [String], jobs: Int) -> [Outcome] {
        var outcomes = [Outcome?](repeating: nil, count: programs.count)
        var pending: [Int] = []
        for (index, program) in programs.enumerated() {
            if let cached = cached(program) { outcomes[index] = cached } else { pending.append(index) }
        }
        compiledCount = pending.count
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
            let index = pending[slot]
            let outcome = compile(programs[index], compiler: compiler, flags: flags)
            lock.lock()
            outcomes[index] = outcome
            lock.unlock()
        }
        _ = jobs
        return outcomes.map { $0! }
    }

    /// Named by the generated source, so each way of generating a block has its own cached library.
    private func folder(_ program: BlockProgram) -> String {
        directory + "/" + String(stableDigest(program.source), radix: 16)
    }

    private func cached(_ program: BlockProgram) -> Outcome? {
        let folder = folder(program)
        if FileManager.default.fileExists(atPath: folder + "/built") { return .success(library: folder + "/libblock.so") }
        if let errors = RawFile.contents(atPath: folder + "/errors") {
            return .failure(CompilerMessage.parse(String(decoding: errors, as: UTF8.self)))
        }
        return nil
    }

    private func compile(_ program: BlockProgram, compiler: SwiftCompiler, flags: [String]) -> Outcome {
        let folder = folder(program)
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/" + program.fileName
        writeCacheFile(source, Array(program.source.utf8))
        let library = folder + "/libblock.so"
        let run = compiler.run(flags + ["-module-name", "main", "-emit-library", "-o", library, source])
        if run.status == 0 {
            _ = FileManager.default.createFile(atPath: folder + "/built", contents: Data())
            return .success(library: library)
        }
        var messages = CompilerMessage.parse(run.output).filter { BlockProgram.digest(inVirtualPath: $0.path) == program.digest }
        if messages.isEmpty {
            messages = [CompilerMessage(path: BlockProgram.virtualPath(digest: program.digest), line: 1, column: 1,
                                        severity: "error", text: run.output.trimmingCharacters(in: .whitespacesAndNewlines))]
            return .failure(messages)   // not cached: it may be the machine's problem, not the block's
        }
        let text = messages.map { "\($0.path):\($0.line):\($0.column): \($0.severity): \($0.text)" }.joined(separator: "\n")
        writeCacheFile(folder + "/errors", Array(text.utf8))
        return .failure(messages)
    }
}

/// Writes a file of the build cache (losing one only costs a recompile).
func writeCacheFile(_ path: String, _ bytes: [UInt8]) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}
