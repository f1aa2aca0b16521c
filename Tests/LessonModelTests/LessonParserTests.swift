import Testing

@testable import LessonModel

func parse(_ text: String, key: String = "tr/01-deneme.md", kernels: Set<String> = ["Sync"]) -> Lesson {
    LessonParser.parse(SourceText(text), key: key, displayPath: "lessons/" + key, kernelNames: kernels)
}

@Suite struct ClassificationTests {
    @Test func runnableListingExcerptAndTranscript() {
        let lesson = parse(
            """
            # Başlık

            ```swift
            // main.swift — liste, detay
            print(1)
            ```


            ```text
            1
            ```

            ```swift
            // Sync.swift — çekirdek
            ```

            ```swift
            // Other.swift
            ```

            ```swift
            import UIKit
            ```

            """)
        #expect(
            lesson.blocks.map(\.role) == [.runnable, .transcript, .kernelListing(name: "Sync"), .excerpt, .excerpt])
        #expect(lesson.runnables.count == 1)
        #expect(lesson.runnables[0].transcript?.code == "1\n")
        #expect(lesson.listings.map(\.name) == ["Sync"])
        #expect(lesson.problems.isEmpty)
        #expect(lesson.title == "Başlık")
    }

    @Test func markerMustBeFollowedByANonIdentifierCharacter() {
        func role(_ first: String, language: String = "swift") -> BlockRole {
            let block = CodeBlock(
                info: language, language: language, code: first + "\n", openingLine: 1, closingLine: 3,
                lastLine: 3, linePrefix: "", fence: nil)
            return LessonParser.role(of: block, kernelNames: ["Sync"])
        }
        #expect(role("// main.swift") == .runnable)
        #expect(role("// main.swift: notes") == .runnable)
        #expect(role("// main.swiftly") == .excerpt)
        #expect(role("// main.swift", language: "text") == .excerpt)
        #expect(role("//main.swift") == .excerpt)
        #expect(role("// Sync.swift") == .kernelListing(name: "Sync"))
        #expect(role("// Sync.swifty") == .excerpt)
    }

    @Test func textBlockAfterProseOrExcerptIsNoTranscript() {
        let lesson = parse(
            """
            # T

            ```swift
            // main.swift
            print(1)
            ```
            Prose between.

            ```text
            1
            ```

            ```swift
            let excerpt = 1
            ```

            ```text
            shown
            ```
            """)
        #expect(lesson.runnables[0].transcript == nil)
        #expect(lesson.blocks.map(\.role) == [.runnable, .excerpt, .excerpt, .excerpt])
    }

    @Test func lineNumbersOfFencesAndContent() {
        let lesson = parse("# T\n\ntext\n\n```swift\n// main.swift\nprint(1)\n```\n\n```text\n1\n```\n")
        let runnable = lesson.runnables[0]
        #expect(runnable.code.openingLine == 5)
        #expect(runnable.code.firstContentLine == 6)
        #expect(runnable.code.closingLine == 8)
        #expect(runnable.transcript?.openingLine == 10)
        #expect(runnable.transcript?.closingLine == 12)
    }

    @Test func blocksInsideListItemsAndQuotesKeepTheirPrefix() {
        let lesson = parse(
            "# T\n\n- item\n\n  ```swift\n  // main.swift\n  print(1)\n  ```\n\n> ```swift\n> // main.swift\n> print(2)\n> ```\n"
        )
        #expect(lesson.runnables.map(\.code.linePrefix) == ["  ", "> "])
        #expect(lesson.runnables.map(\.code.closingLine) == [8, 13])
        #expect(lesson.runnables.map(\.code.code) == ["// main.swift\nprint(1)\n", "// main.swift\nprint(2)\n"])
    }

    @Test func unclosedFenceIsAnErrorAtItsLine() {
        let lesson = parse("# T\n\n```swift\n// main.swift\nprint(1)\n")
        #expect(lesson.runnables[0].code.closingLine == nil)
        #expect(lesson.problems.map(\.location.line) == [3])
        #expect(lesson.problems[0].message.contains("never closed"))
    }

    @Test func missingTitleAndBadFileNameAreErrors() {
        let lesson = parse("no heading\n", key: "tr/intro.md")
        #expect(lesson.problems.count == 2)
        #expect(lesson.problems.allSatisfy { $0.location == SourceLocation(file: "lessons/tr/intro.md", line: 1) })
    }
}

@Suite struct LessonPathTests {
    @Test func conventionalNames() throws {
        let path = try LessonPath(key: "az/03-naviqasiya-ve-vəziyyət.md")
        #expect(path.language == "az")
        #expect(path.order == 3)
        #expect(path.slug == "naviqasiya-ve-vəziyyət")
        #expect(path.baseName == "03-naviqasiya-ve-vəziyyət")
    }

    @Test func anyLanguageTagAndChapterFolders() throws {
        let english = try LessonPath(key: "en/01-x.md")
        #expect(english.language == "en" && english.chapter == nil)
        let chapter = try LessonPath(key: "pt-BR/02-colecoes/03-conjuntos.md")
        #expect(chapter.language == "pt-BR")
        #expect(chapter.chapter?.folder == "02-colecoes" && chapter.chapter?.order == 2 && chapter.order == 3)
        #expect(chapter.baseName == "02-colecoes/03-conjuntos")
        #expect(chapter.fileName == "03-conjuntos")
        // Lessons and chapters of a language are ordered together by their numbers (issue 28: a lesson beside
        // chapter folders used to come before them all).
        let later = try LessonPath(key: "pt-BR/05-final.md")
        #expect(chapter < later, "05-final.md comes after the chapter 02-colecoes, by its number")
        let earlier = try LessonPath(key: "pt-BR/01-inicio.md")
        #expect(earlier < chapter)
    }

    @Test(arguments: [
        "tr/intro.md", "EN/01-x.md", "türkçe/01-x.md", "01-x.md", "tr/01-x.txt", "tr/sub/01-x.md", "tr/01x.md",
        "tr/02-a/b/01-x.md", "tr/02-Bölüm/01-x.md",
    ])
    func rejectedNames(_ key: String) {
        #expect(throws: LessonPath.Problem.self) { try LessonPath(key: key) }
    }

    /// Every refused name's message suggests a name the convention takes: names broken by rule (a character
    /// of every class at every place of a valid name, the number or its dash removed).
    @Test func aRefusedNameSuggestsOneThatIsTaken() throws {
        let valid = "04-under-the-hood"
        var names: [String] = [String(valid.dropFirst(3)), "04" + valid.dropFirst(3), "My Lesson", "ÇALIŞMA"]
        for index in valid.indices {
            for character in ["_", " ", "#", "?", "A", "%", "--", "."] {
                var broken = valid
                broken.insert(contentsOf: character, at: index)
                names.append(broken)
            }
        }
        for name in names {
            let key = "en/" + name + ".md"
            guard (try? LessonPath(key: key)) == nil else { continue }
            let suggested = LessonPath.suggestedName(for: key)
            #expect(throws: Never.self, "\(name) → \(suggested)") { try LessonPath(key: "en/" + suggested) }
        }
        #expect(LessonPath.suggestedName(for: "en/04_under.md") == "04-under.md")
        let problem = #expect(throws: LessonPath.Problem.self) { try LessonPath(key: "EN/01-x.md") }
        #expect(problem?.description.contains("rename 'EN' to 'en'") == true)
    }

    @Test func ordering() throws {
        let keys = ["tr/10-b.md", "az/01-a.md", "tr/02-a.md"]
        let sorted = try keys.map { try LessonPath(key: $0) }.sorted().map(\.key)
        #expect(sorted == ["az/01-a.md", "tr/02-a.md", "tr/10-b.md"])
    }
}

@Suite struct SourceTextTests {
    @Test func linesWithMixedEndings() {
        let source = SourceText("a\r\nbé\nc")
        #expect(source.lineCount == 3)
        #expect(source.line(1) == "a")
        #expect(source.line(2) == "bé")
        #expect(source.line(3) == "c")
        #expect(source.lines[0].end == 3)
        #expect(!source.endsWithNewline)
        #expect(SourceText("x\r\ny\r\n").preferredLineEnding == "\r\n")
        #expect(SourceText("x\ny\n").preferredLineEnding == "\n")
    }
}
