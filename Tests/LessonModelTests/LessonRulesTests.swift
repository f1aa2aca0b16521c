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

    @Test(arguments: ["tr/77-a b.md", "tr/77-a_b.md", "tr/01-a#b.md", "tr/01-a?b.md", "tr/01-Büyük.md", "tr/01-.md",
                      "tr/01-a--b.md", "tr/01-a%20b.md", "az/02-şəkil-.md"])
    func namesThatBreakLinksOrCollideAreRejectedNamingTheFile(_ key: String) {
        #expect(throws: LessonPath.Problem.unsafeName(key)) { try LessonPath(key: key) }
        let lesson = parse("# T\n", key: key)
        #expect(lesson.problems.contains { $0.location.file == "lessons/" + key && $0.message.hasPrefix(key + ":") })
    }

    @Test(arguments: ["tr/01-yasam-dongusu.md", "az/03-naviqasiya-ve-vəziyyət.md", "tr/10-şekil-2.md"])
    func conventionalNamesStayAccepted(_ key: String) throws {
        _ = try LessonPath(key: key)
    }

    @Test(arguments: [
        "```swift\n// main\u{200B}.swift\nprint(1)\n```\n",        // zero-width space
        "```swift\n\u{FEFF}// main.swift\nprint(1)\n```\n",        // byte order mark
        "```swift\n//\u{00A0}main.swift\nprint(1)\n```\n",         // no-break space
        "```swift\n//main.swift\nprint(1)\n```\n",                 // no space
        "```swift\n// Main.swift\nprint(1)\n```\n",                // capital
        "```swift\n// ｍａｉｎ.swift\nprint(1)\n```\n",            // fullwidth letters
        "```Swift\n// main.swift\nprint(1)\n```\n",                // info string
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
        "```swift\n// main.swiftui example\n```\n",
    ])
    func ordinaryBlocksAreNotWarned(_ block: String) {
        #expect(parse("# T\n\n" + block).problems.filter { $0.severity == .warning }.isEmpty)
    }
}
