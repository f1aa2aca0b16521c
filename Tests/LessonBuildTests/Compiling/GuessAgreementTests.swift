import Foundation
import TestSupport
import Testing

@testable import LessonBuild
@testable import LessonModel

/// A block edited since the shared modules were built is compiled from a guessed program while the
/// compiler's parser reads it (`BlockCompiler.ProgramBook.guessedPrograms`). Where the parser's program is
/// the guess, that is noted, and later compiles of the block ask the parser nothing; where it is not, every
/// compile asks the parser again. Either way the program compiled is the one written from the parser's
/// items, as the parser helper itself reads the block (the oracle, asked directly). The helper's reads are
/// counted by the cache folder they are for, this test's own.
@Suite struct GuessAgreementTests {
    static let base = (1...6).map { "// main.swift — base \($0)\nprint(\($0))\n" }

    /// Two ways of writing one program: the guess agrees with the parser on the first; on the second (a
    /// comment between `func` and its name) lessonbuild's reader reads the items otherwise.
    static let agreeing = "// main.swift — edit\nfunc double(_ x: Int) -> Int { x * 2 }\nprint(double(21))\n"
    static let disagreeing =
        "// main.swift — edit\nfunc // the name follows\n    double(_ x: Int) -> Int { x * 2 }\nprint(double(21))\n"

    @Test(arguments: [(agreeing, true), (disagreeing, false)])
    func aBlockIsReadOnceWhenItsGuessAgreesAndEveryTimeWhenNot(_ edited: String, agrees: Bool) throws {
        let folder = try temporaryFolder("guess-agreement")
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = try #require(SwiftCompiler.locate())
        let cache = folder.appendingPathComponent("cache").path
        let builder = BlockCompiler(compiler: compiler, cacheDirectory: cache)
        let built = builder.compile(blocks: Self.base, kernelFiles: [])
        try #require(built.entries.count == Self.base.count, "\(built.failures)")

        let parser = try TopLevelParser.prepare(
            compiler: compiler, cacheDirectory: cache, compilerVersion: builder.compilerVersion()
        ).get()
        let items = try parser.items(of: [edited], scratch: folder.path).get()[0]
        let parsersProgram = BlockProgramGenerator.generate(code: edited, importsKernels: false, parsed: items)
        let guess = BlockProgramGenerator.generate(code: edited, importsKernels: false, parsed: nil)
        #expect((guess == parsersProgram) == agrees, "the example no longer shows what it is named for")

        var reads: [Int] = []
        for _ in 0..<3 {
            let before = TopLevelParser.readCount(scratch: cache)
            let result = builder.compile(blocks: Self.base + [edited], kernelFiles: [])
            reads.append(TopLevelParser.readCount(scratch: cache) - before)
            let digest = stableDigest(edited)
            #expect(result.entries[digest] != nil, "\(result.failures[digest] ?? [])")
            #expect(result.programs[digest] == parsersProgram)
        }
        #expect(reads == (agrees ? [1, 0, 0] : [1, 1, 1]), "the parser was asked \(reads)")
    }
}
