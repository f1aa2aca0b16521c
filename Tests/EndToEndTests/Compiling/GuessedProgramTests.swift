import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// An edit of a few blocks is compiled from the program lessonbuild's own reader writes, while the compiler's
/// parser reads the same blocks (`BlockCompiler.ProgramBook.guessedPrograms`); where the parser's items give
/// another program, that one must be what is compiled and run. The blocks are chosen by rule: the corpus's
/// programs in the layouts that re-lay them out line by line (`LayoutIndependenceTests.layouts`), kept
/// where the two readers write different programs (asked of the helper that the builder built for the
/// course). Each is edited into a course whose shared modules are built, a few at a time, so that the edit
/// takes the guessing path, and must print what it prints compiled alone by `swiftc`.
@Suite struct GuessedProgramTests {
    /// As many blocks as `BlockCompiler.looseLimit` lets an edit compile alone (more rebuild the shards).
    static let editSize = BlockCompiler(compiler: SwiftCompiler(executable: "swiftc"), cacheDirectory: "").looseLimit

    @Test func aBlockWhoseGuessIsWrongRunsTheParsersProgram() throws {
        let base = (1...6).map { "```swift\n// main.swift — base \($0)\nprint(\($0))\n```\n\n```text\n\($0)\n```\n" }
        let course = try temporaryCourse(["tr/01-base.md": "# Base\n\n" + base.joined(separator: "\nProse.\n\n")])
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel("Tiny", "func tinyKernelValue() -> Int { 1 }\n", in: course)
        let tool = productsDirectory.appendingPathComponent("lessonbuild").path
        let built = try run(tool, ["check", "--kernels", "kernels"], in: course)
        try #require(built.status == 0, "\(built.output)")

        let candidates = try Self.misguessed(cache: course.appendingPathComponent(".build/lessonbuild"))
        // Without blocks the guess gets wrong, this test would test nothing.
        #expect(candidates.count >= 2 * Self.editSize, "\(candidates.count) blocks whose guess is wrong")
        let chosen = Array(candidates.prefix(3 * Self.editSize))
        print(
            "guessed programs: \(candidates.count) re-laid-out corpus programs are guessed wrong; \(chosen.count) edited in"
        )
        var problems: [String] = []
        for start in stride(from: 0, to: chosen.count, by: Self.editSize) {
            let edit = Array(chosen[start..<min(start + Self.editSize, chosen.count)])
            let text = edit.map { Self.fenced(Self.code(of: $0)) }
            try Data(("# Edit\n\n" + text.joined(separator: "\nProse.\n\n")).utf8).write(
                to: course.appendingPathComponent("lessons/tr/02-edit.md"))
            let filled = try run(tool, ["fill", "--kernels", "kernels"], in: course)
            let lesson = Course.load(
                CourseLayout(
                    lessonsDirectory: course.appendingPathComponent("lessons").path,
                    kernelsDirectory: course.appendingPathComponent("kernels").path)
            ).lessons.first { $0.key.hasSuffix("02-edit.md") }
            let transcripts = lesson?.runnables.map { $0.transcript?.code } ?? []
            try #require(transcripts.count == edit.count, "\(filled.output)")
            for (block, transcript) in zip(edit, transcripts) {
                let label = "\(block.name) [\(block.layout)]"
                let alone = try Oracle.output(of: LayoutIndependenceTests.asCompiled(block))
                if let problem = LayoutIndependenceTests.differsFromItsOwnBuild(alone, block, transcript, label) {
                    problems.append(problem + "\n--- the block:\n" + block.code + "\n" + filled.output.suffix(1500))
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n"))")
    }

    /// What the builder reads of a block: its whole fence, the `// main.swift` line first.
    static func code(of block: (name: String, layout: String, code: String)) -> String {
        let code = LayoutIndependenceTests.asCompiled(block)
        return code.hasSuffix("\n") ? code : code + "\n"
    }

    /// A fence longer than any run of backticks that starts a line of the code.
    static func fenced(_ code: String) -> String {
        let lines = code.components(separatedBy: "\n")
        let longest = lines.map { $0.drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "swift\n" + code + fence + "\n"
    }

    /// The corpus's re-laid-out programs whose program from lessonbuild's reader is not the one from the
    /// compiler's parser, in a stable order that mixes programs and layouts.
    static func misguessed(cache: URL) throws -> [(name: String, layout: String, code: String)] {
        let compiler = try #require(SwiftCompiler.locate())
        let version = BlockCompiler(compiler: compiler, cacheDirectory: cache.path).compilerVersion()
        let parser = try TopLevelParser.prepare(
            compiler: compiler, cacheDirectory: cache.path, compilerVersion: version
        )
        .get()
        let dependent = try LayoutIndependenceTests.layoutDependent()
        let programs = CorpusTests.programs().filter { !dependent.contains($0.name) }.map {
            (name: $0.name, code: LayoutIndependenceTests.body(of: $0.code))
        }
        var blocks: [(name: String, layout: String, code: String)] = []
        for layout in LayoutIndependenceTests.layouts where layout.name.contains("24") || layout.hand != nil {
            let relaid = try LayoutIndependenceTests.relayout(programs, layout)
            for program in programs {
                guard let code = relaid[program.name], code != program.code else { continue }
                blocks.append((program.name, layout.name, code))
            }
        }
        let codes = blocks.map(code(of:))
        let items = try parser.items(of: codes, scratch: cache.path).get()
        let generate = { (code: String, parsed: [ParsedTopLevelItem]?) in
            BlockProgramGenerator.generate(code: code, importsKernels: true, parsed: parsed)
        }
        return zip(blocks, zip(codes, items)).filter { generate($1.0, nil) != generate($1.0, $1.1) }.map(\.0)
            .sorted { stableDigest($0.name + $0.layout) < stableDigest($1.name + $1.layout) }
    }
}
