import Testing

@testable import LessonModel

/// Item 14 at the lesson level, item 15 (lesson names) and item 16 (look-alike markers).
@Suite struct LessonRulesTests {
    /// The suite's own defaults over the target's `parse`: a lesson named `01-x`, no kernels.
    func parse(_ text: String, key: String = "tr/01-x.md") -> Lesson {
        LessonModelTests.parse(text, key: key, kernels: [])
    }

    @Test func absurdNestingIsAnErrorAtItsLine() {
        let lesson = parse("# T\n\nintro\n\n" + String(repeating: "> ", count: 10_000) + "deep\n")
        let errors = lesson.problems.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 5)
        #expect(errors.first?.message.contains("nested more than") == true)
    }

    @Test(arguments: [
        "tr/77-a b.md", "tr/77-a_b.md", "tr/01-a#b.md", "tr/01-a?b.md", "tr/01-Büyük.md", "tr/01-.md",
        "tr/01-a--b.md", "tr/01-a%20b.md", "az/02-şəkil-.md",
    ])
    func namesThatBreakLinksOrCollideAreRejectedNamingTheFile(_ key: String) {
        #expect(throws: LessonPath.Problem.unsafeName(key)) { try LessonPath(key: key) }
        let lesson = parse("# T\n", key: key)
        #expect(lesson.problems.contains { $0.location.file == "lessons/" + key && $0.message.hasPrefix(key + ":") })
    }

    @Test(arguments: ["tr/01-yasam-dongusu.md", "az/03-naviqasiya-ve-vəziyyət.md", "tr/10-şekil-2.md"])
    func conventionalNamesStayAccepted(_ key: String) throws {
        _ = try LessonPath(key: key)
    }

    @Test func lessonsBesideChapterFoldersStandWhereTheirNumbersPutThem() throws {
        // As an author numbers them in one folder: 00, 01, then the chapter 02 with its lessons, then 03.
        let expected = [
            "en/00-zero.md", "en/01-first.md", "en/02-chapter/01-inside.md", "en/02-chapter/02-more.md",
            "en/02-start.md", "en/03-last.md", "en/10-tenth.md", "tr/01-bir.md",
        ]
        let shuffled = [5, 2, 7, 0, 4, 1, 6, 3].map { expected[$0] }
        let sorted = try shuffled.map { try LessonPath(key: $0) }.sorted().map(\.key)
        // A lesson comes before a chapter with its own number; 02-start.md has the chapter's number.
        #expect(
            sorted == [
                "en/00-zero.md", "en/01-first.md", "en/02-start.md", "en/02-chapter/01-inside.md",
                "en/02-chapter/02-more.md", "en/03-last.md", "en/10-tenth.md", "tr/01-bir.md",
            ])
    }

    @Test(arguments: [
        "```swift\n// main\u{200B}.swift\nprint(1)\n```\n",  // zero-width space
        "```swift\n\u{FEFF}// main.swift\nprint(1)\n```\n",  // byte order mark
        "```swift\n//\u{00A0}main.swift\nprint(1)\n```\n",  // no-break space
        "```swift\n//main.swift\nprint(1)\n```\n",  // no space
        "```swift\n// Main.swift\nprint(1)\n```\n",  // capital
        "```swift\n// ｍａｉｎ.swift\nprint(1)\n```\n",  // fullwidth letters
        "```Swift\n// main.swift\nprint(1)\n```\n",  // info string
        "```swift5\n// main.swift\nprint(1)\n```\n",
    ])
    func lookAlikeMarkersAreWarned(_ block: String) {
        let lesson = parse("# T\n\n" + block)
        #expect(lesson.runnables.isEmpty)
        let warnings = lesson.problems.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.line == 3)
        #expect(warnings.first?.message.contains("shown but not run") == true)
    }

    @Test(arguments: [
        "```swift\n// main.swift\nprint(1)\n```\n",
        "```swift\nimport UIKit\n```\n",
        "```swift\n// Sync.swift\n```\n",
        "```text\n// main.swift\n```\n",
        "```swift\n// MainView.swift\n```\n",
    ])
    func ordinaryBlocksAreNotWarned(_ block: String) {
        #expect(parse("# T\n\n" + block).problems.filter { $0.severity == .warning }.isEmpty)
    }
}
