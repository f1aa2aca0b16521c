import Foundation
import Testing

@testable import LessonBuild
@testable import LessonModel

/// A scratch folder, removed by `remove()`.
struct Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "fill-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/lessons/tr", withIntermediateDirectories: true)
    }

    func write(_ text: String, to relative: String, mode: Int = 0o644) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        chmod(full, mode_t(mode))
    }

    func read(_ relative: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))).map { String(decoding: $0, as: UTF8.self) }
    }

    func mode(_ relative: String) -> Int {
        var info = stat()
        stat(path + "/" + relative, &info)
        return Int(info.st_mode & 0o7777)
    }

    func isLink(_ relative: String) -> Bool {
        var info = stat()
        lstat(path + "/" + relative, &info)
        return (info.st_mode & S_IFMT) == S_IFLNK
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Plans a fill of one lesson whose blocks print `outputs`.
func fillPlan(_ text: String, _ outputs: [String], update: Bool = false) -> [Filler.LessonChanges] {
    let (course, registry) = course(text)
    var first: [Int: BlockOutcome] = [:]
    for (index, output) in outputs.enumerated() { first[index] = finished(output) }
    let report = Checker(registry: registry, executor: ScriptedExecutor(first: first), timeout: 10).check(course)
    return Filler.plan(report, update: update)
}

/// The process id of a process that has exited (so no live run owns a leftover named with it).
func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

@Suite struct FillSafetyTests {
    // Item 3: an edit saved while fill ran is never overwritten.
    @Test func anEditSavedDuringTheRunIsKept() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("# T\nas read\n", to: "lessons/tr/01-a.md")
        let read = Array("# T\nas read\n".utf8)
        try scratch.write("# T\nedited meanwhile\n", to: "lessons/tr/01-a.md")
        #expect(throws: AtomicFile.Refusal.changedSinceRead) {
            try AtomicFile.write(Array("# T\nfilled\n".utf8), to: scratch.path + "/lessons/tr/01-a.md", expecting: read)
        }
        #expect(scratch.read("lessons/tr/01-a.md") == "# T\nedited meanwhile\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/lessons/tr") == ["01-a.md"])
    }

    // Item 5: a symbolic link inside the course is written through, the link and the file's mode stay.
    @Test func aLinkInsideTheCourseIsWrittenThroughAndTheModeKept() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("# T\nold\n", to: "lessons/shared/real.md", mode: 0o640)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/lessons/tr/01-a.md", withDestinationPath: "../shared/real.md")
        try AtomicFile.write(
            Array("# T\nnew\n".utf8), to: scratch.path + "/lessons/tr/01-a.md", within: scratch.path + "/lessons")
        #expect(scratch.isLink("lessons/tr/01-a.md"))
        #expect(scratch.read("lessons/shared/real.md") == "# T\nnew\n")
        #expect(scratch.mode("lessons/shared/real.md") == 0o640)
    }

    // Item 5: a link that leads outside the lessons folder is neither written nor read.
    @Test func aLinkOutsideTheCourseIsNeverWrittenOrRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("# Secret\nsystem file\n", to: "outside.md", mode: 0o600)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/lessons/tr/01-a.md", withDestinationPath: scratch.path + "/outside.md")
        #expect(throws: AtomicFile.Refusal.self) {
            try AtomicFile.write(
                Array("# T\nnew\n".utf8), to: scratch.path + "/lessons/tr/01-a.md", within: scratch.path + "/lessons")
        }
        #expect(scratch.read("outside.md") == "# Secret\nsystem file\n")
        #expect(scratch.mode("outside.md") == 0o600)

        let course = Course.load(
            CourseLayout(lessonsDirectory: scratch.path + "/lessons", kernelsDirectory: scratch.path + "/kernels"))
        #expect(course.lessons.isEmpty)
        #expect(
            course.diagnostics.contains { $0.severity == .error && $0.message.contains("outside the lessons folder") })
    }

    // Item 5: a linked folder leading outside the lessons folder is not read either.
    @Test func aLinkedFolderOutsideTheCourseIsNotRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("# Secret\n", to: "elsewhere/01-secret.md")
        try FileManager.default.removeItem(atPath: scratch.path + "/lessons/tr")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/lessons/tr", withDestinationPath: scratch.path + "/elsewhere")
        let layout = CourseLayout(
            lessonsDirectory: scratch.path + "/lessons", kernelsDirectory: scratch.path + "/kernels")
        for course in [
            Course.load(layout), Course.load(layout, selection: [scratch.path + "/lessons/tr/01-secret.md"]),
        ] {
            #expect(course.lessons.isEmpty)
        }
    }

    // Item 6: a read-only lesson is refused, even for root (who could write it anyway).
    @Test func aReadOnlyLessonIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("# T\nold\n", to: "lessons/tr/01-a.md", mode: 0o444)
        #expect(throws: AtomicFile.Refusal.readOnly(mode: 0o444)) {
            try AtomicFile.write(Array("# T\nnew\n".utf8), to: scratch.path + "/lessons/tr/01-a.md")
        }
        #expect(scratch.read("lessons/tr/01-a.md") == "# T\nold\n")
        #expect(scratch.mode("lessons/tr/01-a.md") == 0o444)
    }

    // Item 6: output a code block cannot hold is refused with a clear error, never written raw.
    @Test(arguments: ["a\u{0}b\n", "progress\rdone\n", "ends with cr\r"])
    func unrepresentableOutputIsRefused(_ output: String) throws {
        let text = "# T\n\n```swift\n// main.swift\nprint(1)\n```\n"
        let plans = fillPlan(text, [output])
        #expect(plans.count == 1)
        #expect(plans.first?.changes.isEmpty == true)
        #expect(plans.first?.newBytes == Array(text.utf8))
        let refusal = try #require(plans.first?.refused.first)
        #expect(refusal.location.line == 3)
        #expect(refusal.description.hasPrefix("fill cannot write this output into the lesson: it"))
        #expect(!refusal.description.contains("never closed"))
    }

    // A lone carriage return moves every later line for the Markdown parser: the block that printed it is
    // refused, and the blocks after it are still filled.
    @Test func refusedOutputDoesNotTakeTheOtherBlocksDown() throws {
        let text = "# T\n\n```swift\n// main.swift\nprint(1)\n```\n\nProse.\n\n```swift\n// main.swift\nprint(2)\n```\n"
        let plan = try #require(fillPlan(text, ["a\rb\n", "hello\n"]).first)
        #expect(plan.refused.map(\.location.line) == [3])
        #expect(plan.changes.map(\.location.line) == [10])
        #expect(String(decoding: plan.newBytes, as: UTF8.self).hasSuffix("print(2)\n```\n\n```text\nhello\n```\n"))
    }

    // Item 6: what can be represented is written and reads back as the same output.
    @Test(arguments: [
        "no final newline", "tab\there\n", "  leading spaces\n", "```\n", "~~~\n", "\n\n", "<b>&amp;</b>\n",
    ])
    func representableOutputReadsBack(_ output: String) throws {
        let text = "# T\n\n- item\n\n  > ```swift\n  > // main.swift\n  > ```\n"
        let plan = try #require(fillPlan(text, [output]).first)
        #expect(plan.refused.isEmpty)
        let filled = String(decoding: plan.newBytes, as: UTF8.self)
        let reread = LessonParser.parse(SourceText(filled), key: "tr/01-x.md", displayPath: "x", kernelNames: [])
        let transcript = try #require(reread.runnables.first?.transcript)
        #expect(LineDiff.lines(transcript.code) == LineDiff.lines(output))
        #expect(fillPlan(filled, [output]).isEmpty)
    }

    // Item 7: a killed run's temporary copy is removed by the next run and never taken for a lesson.
    @Test func leftoversOfDeadRunsAreRemovedAndNeverLessons() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dead = try deadProcessID()
        try scratch.write("# T\n", to: "lessons/tr/01-a.md")
        try scratch.write("# T half", to: "lessons/tr/.01-a.md.lessonbuild-\(dead)")
        try scratch.write("# T half", to: "lessons/tr/.01-a.md.lessonbuild-\(getppid())")  // a live process's: kept
        try scratch.write("# Hidden\n", to: "lessons/tr/.hidden/01-b.md")
        #expect(LessonFiles.markdownFiles(under: scratch.path + "/lessons") == ["tr/01-a.md"])
        let removed = Leftovers.cleanLessonCopies(under: scratch.path + "/lessons")
        #expect(removed == ["tr/.01-a.md.lessonbuild-\(dead)"])
        #expect(scratch.read("lessons/tr/.01-a.md.lessonbuild-\(getppid())") != nil)
    }
}

/// Item 4: whatever `fill` writes, `check` pairs; a second `fill` changes nothing — in every container
/// cmark-gfm can hold a fence in.
@Suite struct FillContainerTests {
    static let containers: [String] = [
        "> ```swift\n> // main.swift\n> ```\n",
        "> > ```swift\n> > // main.swift\n> > ```\n",
        ">```swift\n>// main.swift\n>```\n",
        "- ```swift\n  // main.swift\n  ```\n",
        "- item\n\n  ```swift\n  // main.swift\n  ```\n",
        "* ```swift\n  // main.swift\n  ```\n- other\n",
        "10) ```swift\n    // main.swift\n    ```\n",
        "1. first\n2. ```swift\n   // main.swift\n   ```\n3. third\n",
        "- [ ] task\n\n  ```swift\n  // main.swift\n  ```\n",
        "- > ```swift\n  > // main.swift\n  > ```\n",
        "> - ```swift\n>   // main.swift\n>   ```\n",
        "> 1. x\n>\n>    ```swift\n>    // main.swift\n>    ```\n",
        "text[^1]\n\n[^1]: note\n\n    ```swift\n    // main.swift\n    ```\n",
        "text[^1]\n\n[^1]: ```swift\n    // main.swift\n    ```\n",
        "-\t```swift\n\t// main.swift\n\t```\n",
        "  ```swift\n  // main.swift\n ```\n",
    ]

    @Test(arguments: containers)
    func fillThenCheckPairsAndASecondFillChangesNothing(_ body: String) throws {
        let text = "# T\n\n" + body
        let (before, _) = course(text)
        #expect(before.lessons[0].runnables.count == 1, "the fixture itself must hold one runnable block")
        let plan = try #require(fillPlan(text, ["çıktı\n"]).first)
        #expect(plan.refused.isEmpty)
        let filled = String(decoding: plan.newBytes, as: UTF8.self)
        let (after, _) = course(filled)
        #expect(after.lessons[0].runnables.count == 1, "\(filled)")
        #expect(after.lessons[0].runnables.first?.transcript?.code == "çıktı\n", "\(filled)")
        #expect(fillPlan(filled, ["çıktı\n"]).isEmpty, "a second fill changed \(filled)")
    }
}
