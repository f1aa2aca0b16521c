import Foundation
import Testing

@testable import LessonModel

/// The generated program of each shape that matters, in full (`Tests/GeneratedPrograms/<shape>.block.swift`
/// and `<shape>.program.swift`), so that a change to the generator shows as a change to these texts. The
/// text is pinned here; its meaning is judged against the standalone program: the golden program compiles
/// (as the builder compiles a block, with a small driver that calls its entry) and prints what the block
/// prints compiled alone as `main.swift`.
@Suite struct GeneratedProgramGoldenTests {
    static let folder = ReaderAgreesWithParserTests.root.appendingPathComponent("Tests/GeneratedPrograms")

    /// Each shape, with the way the builder generates it (`locals-fallback` as its last retry does).
    static let shapes: [(name: String, variablesAsGlobals: Bool)] = [
        ("globals", true), ("awaited-globals", true), ("own-module", true), ("locals-fallback", false),
    ]

    /// `LESSONBUILD_REWRITE_GOLDENS=1`: each golden program that differs is written anew from the generator.
    static let rewrites = ProcessInfo.processInfo.environment["LESSONBUILD_REWRITE_GOLDENS"] == "1"

    static func block(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(name).block.swift"), encoding: .utf8)
    }

    static func generated(_ name: String, variablesAsGlobals: Bool) throws -> BlockProgram {
        BlockProgramGenerator.generate(
            code: try block(name), importsKernels: false, variablesAsGlobals: variablesAsGlobals)
    }

    @Test(arguments: shapes.map(\.name))
    func theGeneratedTextIsTheGolden(_ name: String) throws {
        let shape = try #require(Self.shapes.first { $0.name == name })
        let program = try Self.generated(name, variablesAsGlobals: shape.variablesAsGlobals)
        let file = Self.folder.appendingPathComponent("\(name).program.swift")
        let golden = try String(contentsOf: file, encoding: .utf8)
        if Self.rewrites, program.source != golden {
            // The new text is written for review (`git diff`), and this run still fails: a golden is never
            // made right by the run that changed it.
            try program.source.write(to: file, atomically: true, encoding: .utf8)
            Issue.record(
                "\(name): rewrote \(file.lastPathComponent); review the change, then run again without the switch")
            return
        }
        #expect(program.source == golden, "\(name): the generator now writes\n\(program.source)")
        #expect((program.ownModuleReason != nil) == (name == "own-module"), "\(program.ownModuleReason ?? "shared")")
    }

    @Test(arguments: shapes.map(\.name))
    func theGoldenProgramPrintsWhatTheStandaloneProgramPrints(_ name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let block = try Self.block(name)
        let golden = try String(
            contentsOf: Self.folder.appendingPathComponent("\(name).program.swift"), encoding: .utf8)
        let symbol = BlockProgram.symbol(digest: stableDigest(block))
        let awaits = TopLevelAnalysis(block).awaitsAtTopLevel

        // The standalone program.
        try Data(block.utf8).write(to: directory.appendingPathComponent("main.swift"))
        _ = try ParserOracle.shell(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "5", "-module-name", "main", "-suppress-warnings",
                directory.appendingPathComponent("main.swift").path,
                "-o", directory.appendingPathComponent("standalone").path,
            ])
        let expected = try ParserOracle.shell(directory.appendingPathComponent("standalone").path, [])

        // The golden program, compiled with the builder's flags and called as a worker calls it.
        let program = directory.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
        try Data(golden.utf8).write(to: program.appendingPathComponent("B.swift"))
        let type = awaits ? "@MainActor () async throws -> Void" : "() throws -> Void"
        let driver = """
            @main enum Driver {
                static func main() async throws {
                    let entry = Unmanaged<AnyObject>.fromOpaque(\(symbol)()).takeRetainedValue() as! \(type)
                    try await entry()
                }
            }

            """
        try Data(driver.utf8).write(to: program.appendingPathComponent("Driver.swift"))
        _ = try ParserOracle.shell(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "5", "-module-name", "main", "-suppress-warnings",
                "-parse-as-library", "-enable-upcoming-feature", "MemberImportVisibility",
                program.appendingPathComponent("B.swift").path, program.appendingPathComponent("Driver.swift").path,
                "-o", program.appendingPathComponent("run").path,
            ])
        let printed = try ParserOracle.shell(program.appendingPathComponent("run").path, [])
        #expect(
            printed == expected, "\(name): the golden program printed\n\(printed)\nthe standalone program\n\(expected)")
    }
}
