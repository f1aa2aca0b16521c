import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// The shared modules (`SharedModules`): a change rebuilds only the shards it touches, blocks that do not
/// compile are left out and reported again without rebuilding anything, and every block that compiles
/// is found in the library its entry names (checked with `nm`, not with the code under test).
@Suite(.serialized) struct SharedModulesTests {
    func compiler(_ cache: String) throws -> BlockCompiler {
        let swiftc = try #require(SwiftCompiler.locate(), "no swiftc")
        var compiler = BlockCompiler(compiler: swiftc, cacheDirectory: cache)
        compiler.shardSize = 4
        compiler.looseLimit = 0
        return compiler
    }

    func temporaryCache() throws -> String {
        let path = NSTemporaryDirectory() + "shared-modules-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Identity of each shard library on disk: (inode, modification time).
    func libraries(in cache: String) -> [String: String] {
        identities(shardFolders(in: cache).map { $0 + "/libblocks.so" })
    }

    /// Identity of each object file the shards keep (a shard compiled single-threaded keeps one, a lone
    /// shard compiled on every core one per block).
    func objects(in cache: String) -> [String: String] {
        identities(
            shardFolders(in: cache).flatMap { shard in
                ((try? FileManager.default.contentsOfDirectory(atPath: shard + "/objects")) ?? [])
                    .filter { $0.hasSuffix(".o") }.map { shard + "/objects/" + $0 }
            })
    }

    func shardFolders(in cache: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/shared")) ?? []).map {
            cache + "/shared/" + $0
        }
    }

    /// (inode, modification time) of each file that exists.
    func identities(_ paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            result[path] =
                "\(attributes[.systemFileNumber] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }

    func exportedSymbols(_ library: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nm", "-D", "--defined-only", library]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aChangeRebuildsOnlyTheShardsItTouches() throws {
        let cache = try temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let compiler = try compiler(cache)
        var blocks = (0..<12).map { "let value\($0) = \($0)\nprint(value\($0) * 2)\n" }
        let first = compiler.compile(blocks: blocks, kernelFiles: [])
        #expect(first.failures.isEmpty && first.toolError == nil, "\(first.failures) \(first.toolError ?? "")")
        #expect(first.sharedRebuilt == 3, "12 blocks in shards of about 4")
        let before = libraries(in: cache)
        #expect(before.count == 3)

        // One block changed: at most two shards (the one it leaves, the one it joins) are compiled again.
        blocks[5] = "print(\"changed\")\n"
        let second = compiler.compile(blocks: blocks, kernelFiles: [])
        let after = libraries(in: cache)
        let changedLibraries = after.filter { before[$0.key] != $0.value }.count
        #expect(second.sharedRebuilt >= 1 && second.sharedRebuilt <= 2)
        #expect(changedLibraries == second.sharedRebuilt, "only the rebuilt shards' libraries were written")
        #expect(changedLibraries < 3, "an untouched shard keeps its library")

        for code in blocks {
            let entry = try #require(second.entries[stableDigest(code)])
            #expect(try exportedSymbols(entry.library).contains(entry.symbol), "\(entry.symbol) in \(entry.library)")
        }
        // Nothing changed: nothing is compiled.
        let third = compiler.compile(blocks: blocks, kernelFiles: [])
        #expect(third.sharedRebuilt == 0)
        #expect(libraries(in: cache) == after)
    }

    /// A new kernel declaration compiles every shard again; the compiler finds the same IR for blocks that
    /// do not use it and leaves their kept object files as they were (same inode, same modification time),
    /// where a kernel change that their code depends on (a stored property before the one they read) makes
    /// it write them again.
    @Test func aKernelInterfaceChangeKeepsTheObjectsOfCodeThatIsTheSame() throws {
        let cache = try temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let kernels = try temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: kernels) }
        let kernel = kernels + "/Pair.swift"
        try "struct Pair {\n    var first: Int\n    var second: Int\n}\n".write(
            toFile: kernel, atomically: true, encoding: .utf8)
        let compiler = try compiler(cache)
        let blocks = (0..<8).map { "let pair\($0) = Pair(first: \($0), second: 2)\nprint(pair\($0).second)\n" }
        let first = compiler.compile(blocks: blocks, kernelFiles: [kernel])
        #expect(first.failures.isEmpty && first.kernelErrors.isEmpty, "\(first.failures) \(first.kernelErrors)")
        let kept = objects(in: cache)
        #expect(kept.count == 2 && first.sharedRebuilt == 2, "8 blocks in two shards compiled side by side")

        try "struct Pair {\n    var first: Int\n    var second: Int\n}\nfunc unused() {}\n".write(
            toFile: kernel, atomically: true, encoding: .utf8)
        let second = compiler.compile(blocks: blocks, kernelFiles: [kernel])
        #expect(second.sharedRebuilt == 2, "a new interface compiles every shard")
        #expect(objects(in: cache) == kept, "the same IR: the objects were not written again")

        try "struct Pair {\n    var label = \"\"\n    var first: Int\n    var second: Int\n}\n".write(
            toFile: kernel, atomically: true, encoding: .utf8)
        let third = compiler.compile(blocks: blocks, kernelFiles: [kernel])
        #expect(third.sharedRebuilt == 2 && third.failures.isEmpty, "\(third.failures)")
        let rewritten = objects(in: cache)
        #expect(rewritten.count == 2 && rewritten.allSatisfy { kept[$0.key] != $0.value }, "other IR, new objects")
    }

    /// The compiler's speed flags are part of the cache key: libraries built with other flags are not reused.
    @Test func otherSpeedFlagsCompileEverythingAgain() throws {
        let cache = try temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var compiler = try compiler(cache)
        let blocks = (0..<4).map { "print(\($0))\n" }
        compiler.speedFlags = []
        #expect(compiler.compile(blocks: blocks, kernelFiles: []).sharedRebuilt >= 1)
        #expect(compiler.compile(blocks: blocks, kernelFiles: []).sharedRebuilt == 0, "the same flags reuse them")
        let objects = objects(in: cache)
        #expect(!objects.isEmpty)
        compiler.speedFlags = BlockCompiler.defaultSpeedFlags
        let again = compiler.compile(blocks: blocks, kernelFiles: [])
        #expect(again.sharedRebuilt >= 1 && again.failures.isEmpty)
        // The IR is the same, but the objects were made with other flags: none is kept for the compiler to skip.
        let remade = self.objects(in: cache)
        #expect(remade.count == objects.count && remade.allSatisfy { objects[$0.key] != $0.value }, "\(remade)")
    }

    @Test func brokenBlocksAreReportedAgainWithoutARebuild() throws {
        let cache = try temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let compiler = try compiler(cache)
        let good = (0..<6).map { "print(\($0))\n" }
        let broken = (0..<6).map { "let x\($0): Int = \"not a number \($0)\"\n" }
        let first = compiler.compile(blocks: good + broken, kernelFiles: [])
        #expect(Set(first.failures.keys) == Set(broken.map(stableDigest)))
        for code in good { #expect(first.entries[stableDigest(code)] != nil) }
        let libraries = libraries(in: cache)

        let second = compiler.compile(blocks: good + broken, kernelFiles: [])
        #expect(second.sharedRebuilt == 0, "the failures were recorded with their shards")
        #expect(Set(second.failures.keys) == Set(broken.map(stableDigest)))
        #expect(
            second.failures.values.allSatisfy { $0.contains { $0.text.contains("cannot convert") } },
            "\(second.failures)")
        #expect(self.libraries(in: cache) == libraries)
    }

    /// A block that names another block's declaration fails, and only it: the compiler's note points into the
    /// other block's file ("declared here"), which must not make that block fail too.
    @Test func aNoteInAnotherBlockDoesNotFailIt() throws {
        let cache = try temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var compiler = try compiler(cache)
        compiler.shardSize = 100
        let declaring = "func greetFromB() { print(\"b\") }\ngreetFromB()\n"
        let naming = "greetFromB()\n"
        let others = (0..<4).map { "print(\($0))\n" }
        let result = compiler.compile(blocks: [naming, declaring] + others, kernelFiles: [])
        #expect(Set(result.failures.keys) == [stableDigest(naming)], "\(result.failures)")
        #expect(result.entries[stableDigest(declaring)] != nil)
        #expect(result.failures[stableDigest(naming)]?.contains { $0.severity == "error" } == true)
    }

    /// The manifest reader agrees with `UInt64(_:radix: 16)` on every line the builder writes, and skips the rest.
    @Test func manifestLinesReadAsHexadecimal() {
        let lines = ["0", "ff", "a1b2c3d4e5f60718", "FFFFFFFFFFFFFFFF", "", "xyz", "12 34", "1ffffffffffffffff", "7"]
        let expected = Set(lines.compactMap { UInt64($0, radix: 16) })
        #expect(SharedModules.hexLines(Array(lines.joined(separator: "\n").utf8)) == expected)
        #expect(SharedModules.hexLines(Array((lines.joined(separator: "\n") + "\n").utf8)) == expected)
        #expect(SharedModules.hexLines([]) == [])
    }
}
