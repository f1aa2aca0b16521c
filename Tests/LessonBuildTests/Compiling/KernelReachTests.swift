import Foundation
import TestSupport
import Testing

@testable import LessonBuild
@testable import LessonModel

/// The warnings' cache key names only the kernel chunks a block reaches (`KernelReach`). The oracle for
/// "reaches" is the compiler: each kernel is edited by rule (each declaration in turn made deprecated,
/// its result discardable, removed, overloaded, moved under `#if false`, given a conformance), every
/// block is compiled standalone against the kernel before and after, and wherever the compiler's
/// warnings about the block differ, the block's reached chunks must differ too.
@Suite struct KernelReachTests {
    static let kernel = """
        /// A counter.
        final class Tally {
            private(set) var count = 0
            func add() -> Int {
                count += 1
                return count
            }
        }

        struct Step: Equatable {
            var name: String
        }

        func label(_ step: Step) -> String { step.name }

        let shared = { Tally() }()

        infix operator <~>: AdditionPrecedence
        func <~> (left: Step, right: Step) -> Step { Step(name: left.name + right.name) }

        func unrelated() -> Int { 7 }
        """

    /// Blocks that each reach a different part of the kernel.
    static let blocks = [
        "let tally = Tally()\ntally.add()\nprint(tally.count)",
        "let step = Step(name: \"a\")\nprint(label(step))",
        "print(shared.count)",
        "let joined = Step(name: \"a\") <~> Step(name: \"b\")\nprint(joined)",
        "var n = 1\nprint(n)",
    ]

    /// The kernel's declarations' first lines (where an edit goes), found by their keywords.
    static var declarationLines: [Int] {
        kernel.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            ["final class", "struct", "func ", "let shared", "infix"].contains { line.hasPrefix($0) } ? index : nil
        }
    }

    /// Every edit of the kernel by rule: each declaration deprecated, removed, or under `#if false`; each
    /// function's result discardable; a new overload of each function; a conformance on each type.
    static var edits: [String] {
        var lines = kernel.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        for line in declarationLines {
            var edited = lines
            edited.insert("@available(*, deprecated)", at: line)
            result.append(edited.joined(separator: "\n"))
            if lines[line].hasPrefix("func") {
                edited = lines
                edited.insert("@discardableResult", at: line)
                result.append(edited.joined(separator: "\n"))
            }
            edited = lines
            edited[line] = "#if false\n" + edited[line]
            let end =
                edited[line...].firstIndex {
                    $0 == "}" || (!$0.hasPrefix(" ") && ($0.hasSuffix("}") || $0.hasSuffix("()")))
                }
                ?? line
            edited[end] += "\n#endif"
            result.append(edited.joined(separator: "\n"))
        }
        lines.append("extension Step: CustomStringConvertible { var description: String { name } }")
        result.append(lines.joined(separator: "\n"))
        result.append(kernel + "\nextension Tally { func add() -> String { \"\" } }")
        return result
    }

    /// What the standalone compiler says about `main.swift`: `swiftc -typecheck main.swift Kernel.swift` (a
    /// kernel's declarations reach a block's warnings in type checking).
    func warnings(of block: String, kernel: String) throws -> String {
        let result = try OracleCache.compile(
            files: ["main.swift": block, "Kernel.swift": kernel],
            arguments: [
                "-typecheck", "-module-name", "main", "-diagnostic-style", "llvm", "-no-color-diagnostics",
                "main.swift",
                "Kernel.swift",
            ]
        ).result
        return (result.output + result.error).split(separator: "\n").filter { $0.hasPrefix("main.swift:") }
            .joined(separator: "\n")
    }

    @Test func everyEditThatChangesABlocksWarningsChangesWhatItReaches() throws {
        let before = KernelReach(files: [("Kernel.swift", Self.kernel)])
        let warningsBefore = try Self.blocks.map { try warnings(of: $0, kernel: Self.kernel) }
        var changed = 0
        for edit in Self.edits {
            let after = KernelReach(files: [("Kernel.swift", edit)])
            for (block, old) in zip(Self.blocks, warningsBefore) {
                guard try warnings(of: block, kernel: edit) != old else { continue }
                changed += 1
                #expect(
                    before.reached(by: block) != after.reached(by: block),
                    "the compiler's warnings about\n\(block)\nchanged with this kernel, its key did not:\n\(edit)")
            }
        }
        // The edits must be ones the compiler notices, or the test proves nothing.
        #expect(changed >= 10)
    }

    @Test func aDeclarationNoBlockNamesChangesNoBlocksKey() {
        let before = KernelReach(files: [("Kernel.swift", Self.kernel)])
        let after = KernelReach(files: [("Kernel.swift", Self.kernel + "\nfunc benchMarker() {}\n")])
        for block in Self.blocks { #expect(before.reached(by: block) == after.reached(by: block)) }
    }

    @Test func anEditReachesOnlyTheBlocksThatNameWhatChanged() {
        let before = KernelReach(files: [("Kernel.swift", Self.kernel)])
        let edited = Self.kernel.replacingOccurrences(
            of: "func unrelated() -> Int { 7 }", with: "func unrelated() -> Int { 8 }")
        let after = KernelReach(files: [("Kernel.swift", edited)])
        #expect(before.reached(by: "print(unrelated())") != after.reached(by: "print(unrelated())"))
        #expect(before.reached(by: Self.blocks[1]) == after.reached(by: Self.blocks[1]))
    }

    /// The cut never splits a declaration: a chunk ends only where a top-level `}` is followed by the
    /// start of another declaration.
    @Test func chunksEndOnlyBeforeADeclaration() {
        let chunks = KernelReach.chunks(of: Self.kernel)
        #expect(chunks.joined() == Self.kernel)
        #expect(chunks.contains { $0.contains("let shared = { Tally() }()") })
        for chunk in chunks.dropFirst() {
            let start = chunk.drop { $0.isWhitespace }
            #expect(
                ["final", "struct", "func", "let", "infix", "@", "///", "#if", "extension"].contains {
                    start.hasPrefix($0)
                },
                "a chunk begins with \(start.prefix(30))")
        }
    }

    /// The cut kept in the build cache (`KernelReach(files:kept:)`) reaches, for every block, what a fresh
    /// cut of the same kernels reaches: for the kernel above, each of its edits and the package's own
    /// kernels, read back from the record the first call wrote. A record that is damaged (its seal broken) or
    /// sealed but not a cut (lines missing, a digest that is no number) is cut again, never trusted.
    @Test func aKeptCutReachesWhatAFreshCutReaches() throws {
        let folder = try temporaryFolder("kernel-reach")
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Sources/Kernels").path
        ).filter { $0.hasSuffix(".swift") }.map { name in
            (
                name: name,
                text: try String(
                    contentsOf: packageRoot.appendingPathComponent("Sources/Kernels/" + name), encoding: .utf8)
            )
        }
        let courses = ([Self.kernel] + Self.edits).map { [(name: "Kernel.swift", text: $0)] } + [own]
        let blocks = Self.blocks + own.map { "print(\($0.name.dropLast(6)).self)" }
        for (index, files) in courses.enumerated() {
            let fresh = KernelReach(files: files)
            let record = folder.appendingPathComponent("reach-\(index)").path
            let written = KernelReach(files: files, kept: record)
            let read = KernelReach(files: [], kept: record)
            #expect(read.chunks == fresh.chunks, "kept cut \(index)")
            for block in blocks {
                #expect(written.reached(by: block) == fresh.reached(by: block))
                #expect(read.reached(by: block) == fresh.reached(by: block), "kept cut \(index), block \(block)")
            }
        }
        let files = [(name: "Kernel.swift", text: Self.kernel)]
        let fresh = KernelReach(files: files)
        let record = folder.appendingPathComponent("reach-damaged").path
        _ = KernelReach(files: files, kept: record)
        let whole = try #require(BuildCache.record(atPath: record))
        let lines = String(decoding: whole, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var damaged: [[UInt8]] = []
        // The seal broken: a byte changed after it.
        var changed = try Data(contentsOf: URL(fileURLWithPath: record))
        changed[changed.count - 2] ^= 0x20
        try changed.write(to: URL(fileURLWithPath: record))
        #expect(KernelReach(files: files, kept: record).chunks == fresh.chunks)
        // Sealed, but not a cut: a line left out, a digest made a word, the header changed.
        damaged.append(Array(lines.enumerated().filter { $0.offset != 2 }.map(\.element).joined(separator: "\n").utf8))
        damaged.append(
            Array(lines.enumerated().map { $0.offset == 1 ? "nodigest" : $0.element }.joined(separator: "\n").utf8))
        damaged.append(Array((["kernel reach?"] + lines.dropFirst()).joined(separator: "\n").utf8))
        for bytes in damaged {
            BuildCache.writeRecord(record, bytes)
            let again = KernelReach(files: files, kept: record)
            #expect(again.chunks == fresh.chunks)
            for block in Self.blocks { #expect(again.reached(by: block) == fresh.reached(by: block)) }
        }
    }

    /// The kernels' imports kept in the build cache are the imports of the kernels as they are: each kernel
    /// given, taken away and changed by rule (an import added, a second one, one removed, one that names a
    /// declaration kind, one over two lines), read twice through the cache, must give what reading the files
    /// afresh gives.
    @Test func keptKernelImportsFollowEveryEditOfTheKernels() throws {
        let folder = try temporaryFolder("kernel-imports")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imports = ["import Foundation", "import Dispatch", "import struct Foundation.Date", "import\n    Glibc"]
        var versions: [[String]] = [[], [Self.kernel]]
        for count in 1...imports.count {
            versions.append([imports.prefix(count).joined(separator: "\n") + "\n" + Self.kernel])
            versions.append([Self.kernel, imports.suffix(count).joined(separator: "\n") + "\nfunc other() {}\n"])
        }
        versions.append([imports[0] + "\n" + Self.kernel, imports[1] + "\n"])
        let cache = folder.appendingPathComponent("cache").path
        var differentAnswers = Set<[String]>()
        for files in versions {
            let paths = try files.enumerated().map { index, text in
                let file = folder.appendingPathComponent("Kernel\(index).swift")
                try text.write(to: file, atomically: true, encoding: .utf8)
                return file.path
            }
            for stale in (try FileManager.default.contentsOfDirectory(atPath: folder.path))
            where stale.hasPrefix("Kernel") && !paths.contains(folder.appendingPathComponent(stale).path) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
            }
            let afresh = BlockCompiler.imports(ofKernelFiles: paths)
            #expect(BlockCompiler.imports(ofKernelFiles: paths, cache: cache) == afresh, "\(files)")
            #expect(BlockCompiler.imports(ofKernelFiles: paths, cache: cache) == afresh, "\(files), kept")
            differentAnswers.insert(afresh)
        }
        // The edits must change the answer, or the cache could answer anything once.
        #expect(differentAnswers.count >= 6)
    }
}
