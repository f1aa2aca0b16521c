import Testing

@testable import LessonModel

/// The info-string words that refine a block's kind (`compile-error`, `swift6`, `swift5`, `fragment`), and
/// the course's default language mode in `course.json`.
@Suite struct BlockKindWordsTests {
    @Test func aCompileErrorBlockIsItsOwnKindAndTakesItsTranscript() {
        let lesson = parse(
            """
            # Başlık

            ```swift compile-error swift6
            // main.swift
            let x = 1
            x = 2
            ```

            ```text
            main.swift:3:1: error: cannot assign to value: 'x' is a 'let' constant
            ```

            ```swift fragment
                override func viewDidLoad() {
            ```
            """)
        #expect(lesson.blocks.map(\.role) == [.compileError, .transcript, .excerpt])
        #expect(lesson.runnables.count == 1)
        #expect(lesson.runnables[0].expectsCompileError)
        #expect(lesson.runnables[0].transcript?.openingLine == 9)
        #expect(lesson.runnables[0].languageMode(courseDefault: .swift5) == .swift6)
        #expect(lesson.blocks[2].block.isFragment)
    }

    @Test(
        arguments: [
            ("swift", nil), ("swift swift6", .swift6), ("swift swift5", .swift5), ("swift swift6 swift5", .swift5),
            ("swift exercise swift6", .swift6), ("swift swift7", nil), ("swift swiftui", nil),
        ] as [(String, SwiftLanguageMode?)])
    func languageModeWords(info: String, mode: SwiftLanguageMode?) {
        let block = CodeBlock(
            info: info, language: "swift", code: "// main.swift\n", openingLine: 1, closingLine: 3, lastLine: 3,
            linePrefix: "", fence: nil)
        #expect(block.requestedLanguageMode == mode)
        #expect(RunnableBlock(code: block).languageMode(courseDefault: .swift6) == (mode ?? .swift6))
    }

    @Test func wordsAreWholeWordsNotPrefixes() {
        let block = CodeBlock(
            info: "swift compile-errors fragments", language: "swift", code: "// main.swift\n", openingLine: 1,
            closingLine: 3, lastLine: 3, linePrefix: "", fence: nil)
        #expect(!block.expectsCompileError)
        #expect(!block.isFragment)
        #expect(LessonParser.role(of: block, kernelNames: []) == .runnable)
    }

    @Test func theCoursesDefaultModeIsReadAndABadOneIsAnErrorAtItsLine() throws {
        #expect(
            try CourseConfiguration.parse("{\"swiftLanguageMode\": \"6\"}", file: "course.json").swiftLanguageMode
                == .swift6)
        #expect(
            try CourseConfiguration.parse("{\"swiftLanguageMode\": 6}", file: "course.json").swiftLanguageMode
                == .swift6)
        #expect(try CourseConfiguration.parse("{}", file: "course.json").swiftLanguageMode == .swift5)
        do {
            _ = try CourseConfiguration.parse("{\n  \"swiftLanguageMode\": \"7\"\n}", file: "course.json")
            Issue.record("a language mode 7 was accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.key == "swiftLanguageMode")
            #expect(error.message.contains("\"5\", \"6\""))
        }
    }
}
