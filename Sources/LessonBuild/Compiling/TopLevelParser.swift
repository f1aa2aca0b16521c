import Foundation
import LessonModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The compiler's own parser, asked where each block's top-level items start and end and what they are.
///
/// A small helper program (`source`) is compiled at run time against the toolchain's SwiftParser and
/// SwiftSyntax host libraries (`<toolchain>/usr/lib/swift/host`), like the blocks and never by the package,
/// and kept in the build cache (`parser/<key>/`, the key naming the compiler's version and the helper's
/// source). Every block a compile writes a program for is handed to it in one batch and it lists their
/// items (`ParsedTopLevelItem`). It runs as a process of its own, so a parser that crashes or hangs (it is
/// stopped after `timeLimit`) cannot take the check down: the blocks are then read by lessonbuild's own
/// reader, as they are where the toolchain has no host libraries, and one warning says so.
struct TopLevelParser: Sendable {
    let executable: String
    static let timeLimit: Double = 120

    /// Why the compiler's parser cannot be used.
    struct Unavailable: Error, Sendable {
        var reason: String
    }

    /// The toolchain's host-library folder, when it holds both modules the helper imports.
    static func hostLibraries(of compiler: SwiftCompiler) -> String? {
        let swiftc = URL(fileURLWithPath: compiler.executable).resolvingSymlinksInPath()
        let host = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        let present = ["SwiftParser", "SwiftSyntax"].allSatisfy {
            FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule")
        }
        return present ? host : nil
    }

    /// The helper, compiled into `<cache>/parser/<key>/` unless it is there already. It is a product of the
    /// build cache like a block's library (`BuildCache`): run only while its bytes have the digest recorded
    /// when it was made (`BuiltStamp`, in `built`), a plain file and never a link; otherwise made again.
    static func prepare(compiler: SwiftCompiler, cacheDirectory: String, compilerVersion: String) -> Result<
        TopLevelParser, Unavailable
    > {
        guard let host = hostLibraries(of: compiler) else {
            return .failure(
                Unavailable(reason: "the toolchain has no SwiftParser host library next to \(compiler.executable)"))
        }
        let key = String(stableDigest(compilerVersion + "\n" + host + "\n" + source), radix: 16)
        let folder = cacheDirectory + "/parser"
        let directory = folder + "/" + key
        let binary = directory + "/" + executableName
        let marker = directory + "/" + builtMarker
        if BuiltStamp.holds(marker, for: [binary]) { return .success(TopLevelParser(executable: binary)) }
        BuildCache.removeEntries(in: folder, keeping: [])
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(Unavailable(reason: "cannot create \(directory): \(error.localizedDescription)"))
        }
        writeCacheFile(directory + "/main.swift", Array(source.utf8))
        let run = compiler.run(
            [
                "-I", host, "-L", host, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host,
                "-module-name", "TopLevelParser", "main.swift", "-o", executableName,
            ], in: directory)
        guard run.status == 0 else {
            return .failure(Unavailable(reason: "its helper did not compile: \(run.output.prefix(400))"))
        }
        // Stamped only once complete: a helper half-written by an interrupted build has no record, and is made again.
        BuiltStamp.write(marker, for: [binary])
        guard BuiltStamp.holds(marker, for: [binary]) else {
            return .failure(Unavailable(reason: "its helper \(binary) could not be recorded"))
        }
        return .success(TopLevelParser(executable: binary))
    }

    /// Each block's items, or why there are none.
    typealias Reading = Result<[[ParsedTopLevelItem]], Unavailable>

    /// The helper's reads in this process: in all, and by scratch folder.
    private static let reads = Mutex<(all: Int, byScratch: [String: Int])>((0, [:]))
    /// How many times this process has asked the helper to read blocks with `scratch` as its folder.
    static func readCount(scratch: String) -> Int { reads.withLock { $0.byScratch[scratch] ?? 0 } }

    static let executableName = "top-level-parser"
    static let builtMarker = "built"

    /// Each block's items, in order; nil (and why) when the helper failed, was stopped, or printed what
    /// cannot be read.
    func items(of codes: [String], scratch: String) -> Reading {
        guard !codes.isEmpty else { return .success([]) }
        var list: [UInt8] = []
        for code in codes {
            list += Array("\(code.utf8.count)\n".utf8)
            list += Array(code.utf8)
        }
        // Named apart from any other read of this process (one may run in the background).
        let read = Self.reads.withLock { reads in
            reads.all += 1
            reads.byScratch[scratch, default: 0] += 1
            return reads.all
        }
        let listFile = scratch + "/top-level-parser-\(getpid())-\(read).list"
        writeCacheFile(listFile, list)
        defer { try? FileManager.default.removeItem(atPath: listFile) }
        let process: ChildProcess
        do {
            process = try ChildProcess(
                executable: executable, arguments: [listFile], environment: ProcessInfo.processInfo.environment)
        } catch {
            return .failure(Unavailable(reason: "its helper did not start: \(error)"))
        }
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            if finished.wait(timeout: .now() + Self.timeLimit) == .timedOut { process.kill() }
        }
        let output = process.readToEnd()
        let termination = process.wait()
        finished.signal()
        guard termination == .exited(0) else {
            return .failure(Unavailable(reason: "its helper ended with \(termination)"))
        }
        guard let items = ParsedTopLevelItem.decode(String(decoding: output, as: UTF8.self), blocks: codes.count)
        else {
            return .failure(Unavailable(reason: "its helper's listing could not be read"))
        }
        return .success(items)
    }

    /// Warns once a process that the blocks are read without the compiler's parser.
    static func warnUnavailable(_ problem: Unavailable) {
        let first = warned.withLock { already in
            defer { already = true }
            return !already
        }
        guard first else { return }
        FileHandle.standardError.write(
            Data(
                ("lessonbuild: warning: the compiler's parser is unavailable (\(problem.reason)); blocks' top-level "
                    + "items are read by lessonbuild's own reader, which may refuse some layouts\n").utf8))
    }

    private static let warned = Mutex(false)
}
