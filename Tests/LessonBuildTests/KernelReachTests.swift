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
}
