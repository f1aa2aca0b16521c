import Foundation
import LessonModel
import Synchronization

/// The kernels compiled once per version of them into `LessonKernels` (a language's own: `LessonKernels_az`).
struct KernelModule {
    var files: [String]
    var directory: String
    var name = BlockProgramGenerator.kernelModule

    var library: String { directory + "/" + soname }
    var soname: String { "lib\(name).so" }

    /// What blocks compiled against these kernels depend on: the module's interface as the compiler wrote it
    /// (`LessonKernels.swiftmodule`, identical when only function bodies, comments or line numbers changed),
    /// with `base` (the compiler and generator versions). Blocks keyed by it are not compiled again when a
    /// kernel's body is fixed; nil when the module file cannot be read.
    func interfaceKey(base: String) -> String? {
        guard let module = RawFile.contents(atPath: directory + "/\(name).swiftmodule") else { return nil }
        return String(stableDigest(Array((base + "\n").utf8) + module), radix: 16)
    }
    var linkFlags: [String] {
        ["-I", directory, "-L", directory, "-l" + name, "-Xlinker", "-rpath", "-Xlinker", directory]
    }

    private var builtMarker: String { directory + "/built" }
    // The module file is named for the module (`LessonKernels_az.swiftmodule` for a language's own).
    private var products: [String] { [library, directory + "/\(name).swiftmodule"] }
    var isBuilt: Bool { BuiltStamp.holds(builtMarker, for: products) }

    /// Builds the module unless this version is built already; returns the compiler's errors, if any.
    func build(compiler: SwiftCompiler, flags: [String]) -> [CompilerMessage] {
        let done = builtMarker
        if isBuilt { return [] }
        BuildCache.remove(directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A fixed soname: a worker loads the current kernels first, and blocks compiled against an earlier
        // build of the same interface find them by that name (see `interfaceKey`).
        // Whole-module, the interface written by the same compiler process: one process instead of one per
        // file and one more for the interface (which is still byte-identical when only bodies, comments or
        // line numbers change).
        let run = compiler.run(
            flags + [
                "-module-name", name, "-emit-library", "-wmo",
                "-no-emit-module-separately-wmo", "-enable-testing", "-emit-module", "-emit-module-path",
                directory + "/\(name).swiftmodule",
                "-Xlinker", "-soname", "-Xlinker", soname, "-o", library,
            ] + files)
        if let stop = run.stopped {
            return [
                CompilerMessage(path: files.first ?? "kernels", line: 1, column: 1, severity: "error", text: "\(stop)")
            ]
        }
        if run.status != 0 {
            let errors = CompilerMessage.parse(run.output).filter { $0.severity == "error" }
            if errors.isEmpty, let breakdown = SwiftCompiler.Breakdown(run) {
                return [KernelBreakdown.message(breakdown, output: run.output, files: files)]
            }
            return errors.isEmpty
                ? [
                    CompilerMessage(
                        path: files.first ?? "kernels", line: 1, column: 1, severity: "error", text: run.output)
                ]
                : errors
        }
        BuiltStamp.write(done, for: products)
        return []
    }
}

/// The size and content digest of what a compile made, recorded when it is made. A cache entry whose files
/// changed since (truncated by a full disk or a killed copy, patched in place with its modification time put
/// back, a link put in its place) no longer matches its record and is compiled again: only bytes this tool
/// made are loaded (see `BuildCache`).
enum BuiltStamp {
    static func text(for files: [String]) -> String? {
        var lines: [String] = []
        for file in files {
            var info = stat()
            guard lstat(file, &info) == 0, let digest = BuildCache.digest(ofPlainFile: file) else { return nil }
            lines.append("stamp \(info.st_size) \(BlockProgram.hex(digest))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func write(_ marker: String, for files: [String]) {
        BuildCache.writeRecord(marker, Array((text(for: files) ?? "").utf8))
    }

    /// Whether `marker` exists and records exactly the files as they are now.
    static func holds(_ marker: String, for files: [String]) -> Bool {
        guard let recorded = BuildCache.record(atPath: marker) else { return false }
        guard let current = text(for: files), recorded == Array(current.utf8) else {
            CacheAudit.shared.refused(files.first ?? marker)
            return false
        }
        return true
    }

    /// Whether `recorded` (a file of other lines too) holds the stamp lines of the files as they are now.
    static func recorded(in recorded: [UInt8], for files: [String]) -> Bool {
        guard let current = text(for: files) else { return false }
        return recorded.count >= current.utf8.count && recorded.suffix(current.utf8.count).elementsEqual(current.utf8)
    }
}

/// Blocks compiled one module each, cached by code and kernel version (failures too).
final class OwnModules: Sendable {
    let directory: String
    private let compiled = Mutex(0)
    /// How many programs this value's builds compiled (the others were kept).
    var compiledCount: Int { compiled.withLock { $0 } }

    init(directory: String) {
        self.directory = directory
    }

    enum Outcome {
        case success(library: String)
        case failure([CompilerMessage])
        /// The compile was ended at a limit (never cached: a quieter machine may finish it).
        case stopped(SwiftCompiler.Stop)
    }

    func build(_ programs: [BlockProgram], compiler: SwiftCompiler, flags: [String], jobs: Int) -> [Outcome] {
        var outcomes = [Outcome?](repeating: nil, count: programs.count)
        var pending: [Int] = []
        for (index, program) in programs.enumerated() {
            if let cached = cached(program) { outcomes[index] = cached } else { pending.append(index) }
        }
        compiled.withLock { $0 += pending.count }
        let made = parallelMap(pending) { index in self.compile(programs[index], compiler: compiler, flags: flags) }
        for (index, outcome) in zip(pending, made) { outcomes[index] = outcome }
        _ = jobs
        return outcomes.map { $0! }
    }

    /// Forgets what a program's source compiled to (its folder was written for another program of the same
    /// source, whose messages are mapped to the block's lines another way).
    func forget(_ program: BlockProgram) {
        BuildCache.remove(folder(program))
    }

    /// Named by the generated source, so each way of generating a block has its own cached library.
    private func folder(_ program: BlockProgram) -> String {
        directory + "/" + String(stableDigest(program.source), radix: 16)
    }

    private func cached(_ program: BlockProgram) -> Outcome? {
        let folder = folder(program)
        if BuiltStamp.holds(folder + "/built", for: [folder + "/libblock.so"]) {
            return .success(library: folder + "/libblock.so")
        }
        if let errors = BuildCache.record(atPath: folder + "/errors") {
            return .failure(CompilerMessage.parse(String(decoding: errors, as: UTF8.self)))
        }
        return nil
    }

    private func compile(_ program: BlockProgram, compiler: SwiftCompiler, flags: [String]) -> Outcome {
        let folder = folder(program)
        BuildCache.remove(folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/" + program.fileName
        writeCacheFile(source, Array(program.source.utf8))
        let library = folder + "/libblock.so"
        let run = compiler.run(flags + ["-module-name", "main", "-emit-library", "-o", library, source])
        if let stop = run.stopped { return .stopped(stop) }
        if run.status == 0 {
            BuiltStamp.write(folder + "/built", for: [library])
            return .success(library: library)
        }
        // Messages about the block's own lines, named as every block's are (a block with its own line
        // directives names other files, which `mainSwiftLine` reads back).
        var messages = CompilerMessage.parse(run.output).compactMap { message -> CompilerMessage? in
            guard let line = program.mainSwiftLine(ofMessageAt: message.path, line: message.line) else { return nil }
            var named = message
            named.path = BlockProgram.virtualPath(digest: program.digest)
            named.line = line
            return named
        }
        if messages.isEmpty || SwiftCompiler.Breakdown(run) != nil {
            // A crash dump names this machine's paths and addresses: said in one line, the dump left out.
            let text: String
            if case .crashed(let what) = SwiftCompiler.Breakdown(run) {
                text =
                    "the compiler crashed on this block (\(what)); change the code, and report the crash to the Swift project"
            } else {
                text = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            messages = [
                CompilerMessage(
                    path: BlockProgram.virtualPath(digest: program.digest), line: 1, column: 1,
                    severity: "error", text: text)
            ]
            return .failure(messages)  // not cached: it may be the machine's problem, not the block's
        }
        let text = messages.map(\.lineText).joined(separator: "\n")
        BuildCache.writeRecord(folder + "/errors", Array(text.utf8))
        return .failure(messages)
    }
}

/// Writes a file of the build cache (losing one only costs a recompile).
func writeCacheFile(_ path: String, _ bytes: [UInt8]) {
    BuildCache.clearForFile(path)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}
