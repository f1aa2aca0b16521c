import Foundation
import Testing

/// What the standalone compiler prints for a program, run as the README documents the oracle: in a folder
/// holding `main.swift` and the kernel files by name, `swiftc -swift-version N -module-name main
/// -diagnostic-style llvm -no-color-diagnostics main.swift <Kernel>.swift… -o main`.
func standaloneCompile(_ code: String, kernels: [String: String] = [:], mode: String = "5") throws -> RunResult {
    var files = ["main.swift": code]
    for (name, text) in kernels { files[name + ".swift"] = text }
    let arguments =
        [
            "-swift-version", mode, "-module-name", "main", "-diagnostic-style", "llvm", "-no-color-diagnostics",
            "main.swift",
        ] + kernels.keys.sorted().map { $0 + ".swift" } + ["-o", "main"]
    return try OracleCache.compile(files: files, arguments: arguments).result
}

/// The content of the ```text block right after the line `marker` (a block's first line) in a lesson.
func transcript(after marker: String, in lesson: String) -> String? {
    guard let start = lesson.range(of: marker) else { return nil }
    guard let open = lesson.range(of: "```text\n", range: start.upperBound..<lesson.endIndex) else { return nil }
    guard let close = lesson.range(of: "\n```\n", range: open.upperBound..<lesson.endIndex) else { return nil }
    return String(lesson[open.upperBound..<close.lowerBound]) + "\n"
}

/// Compile-error blocks, Swift 6 blocks and parsed excerpts, end to end: `fill` writes what the standalone
/// compiler prints (the oracle above, run here), `check` holds the lesson to it, and the page shows it.
@Suite struct CompileErrorBlockTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernel =
        "// Tally.swift\nfinal class Tally {\n    private(set) var count = 0\n    func add() { count += 1 }\n}\n"
    let constant = "// main.swift — a tally that cannot be replaced\nlet tally = Tally()\ntally = Tally()\n"
    let race = "// main.swift — global state in Swift 6\nvar total = 0\nfunc add() { total += 1 }\nadd()\n"
    let swift6Runs =
        "// main.swift — Swift 6 top-level code\n@MainActor func bump(_ tally: Tally) { tally.add() }\nlet tally = Tally()\nvar rounds = 0\nfor _ in 0..<3 { bump(tally); rounds += 1 }\nprint(tally.count, rounds)\n"

    private func lessonText(excerpt: String) -> String {
        """
        # Errors

        ```swift compile-error
        \(constant)```

        Swift 6 refuses this:

        ```swift compile-error swift6
        \(race)```

        and runs this:

        ```swift swift6
        \(swift6Runs)```

        An excerpt:

        \(excerpt)

        A fragment:

        ```swift fragment
            override func viewDidLoad() {
        ```

        """
    }

    let goodExcerpt =
        "```swift\nimport UIKit\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}\n```"
    let brokenExcerpt =
        "```swift\nimport UIKit\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n}\n```"

    private func course(excerpt: String) throws -> URL {
        let course = try temporaryCourse(["en/01-errors.md": lessonText(excerpt: excerpt)])
        _ = try writeKernel("Tally", kernel, in: course)
        return course
    }

    private func lesson(_ course: URL) throws -> String {
        try String(contentsOf: course.appendingPathComponent("lessons/en/01-errors.md"), encoding: .utf8)
    }

    @Test func fillWritesTheStandaloneCompilersMessagesAndCheckHoldsTheLessonToThem() throws {
        let course = try course(excerpt: goodExcerpt)
        defer { try? FileManager.default.removeItem(at: course) }
        let filled = try lessonbuild(["fill"], in: course)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        let text = try lesson(course)
        let oracle5 = try standaloneCompile(constant, kernels: ["Tally": kernel])
        let oracle6 = try standaloneCompile(race, kernels: ["Tally": kernel], mode: "6")
        #expect(oracle5.status != 0 && oracle6.status != 0)
        #expect(oracle5.error.contains("main.swift:3:1: error:"), "\(oracle5.error)")
        #expect(transcript(after: "a tally that cannot be replaced", in: text) == oracle5.error)
        #expect(transcript(after: "global state in Swift 6", in: text) == oracle6.error)
        // The Swift 6 runnable block prints what the standalone Swift 6 program prints.
        let ran6 = try standaloneRun(swift6Runs, kernels: ["Tally": kernel], mode: "6")
        #expect(ran6 == "3 3\n")
        #expect(transcript(after: "Swift 6 top-level code", in: text) == ran6)

        let checked = try lessonbuild(["check"], in: course)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.contains("3 passed, 0 failed"), "\(checked.output)")
        // Round trip: a second fill changes nothing, byte for byte.
        _ = try lessonbuild(["fill", "--update"], in: course)
        #expect(try lesson(course) == text)
        // The messages name no folder of this machine.
        #expect(!text.contains("/tmp/") && !text.contains(".build") && !text.contains("lessonbuild-block"))
    }

    @Test func aCompileErrorBlockThatCompilesFailsItsCheckAtItsLine() throws {
        let course = try course(excerpt: goodExcerpt)
        defer { try? FileManager.default.removeItem(at: course) }
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        let fixed = try lesson(course).replacingOccurrences(
            of: "let tally = Tally()\ntally = Tally()", with: "var tally = Tally()\ntally = Tally()")
        try fixed.write(to: course.appendingPathComponent("lessons/en/01-errors.md"), atomically: true, encoding: .utf8)
        let checked = try lessonbuild(["check"], in: course)
        #expect(checked.status == 1)
        // The block's opening fence is line 3 of the lesson.
        #expect(
            checked.output.contains(
                "lessons/en/01-errors.md:3: error: this block is marked `compile-error` but compiles"),
            "\(checked.output)")
        let json = try lessonbuild(["check", "--format", "json"], in: course)
        #expect(json.output.contains("\"compiles-unexpectedly\""), "\(json.output)")
    }

    @Test func aChangedMessageFailsWithADiffAtTheTranscriptsLine() throws {
        let course = try course(excerpt: goodExcerpt)
        defer { try? FileManager.default.removeItem(at: course) }
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        let text = try lesson(course)
        let lines = text.components(separatedBy: "\n")
        let messageLine = try #require(lines.firstIndex { $0.hasPrefix("main.swift:3:1: error:") })
        let edited = text.replacingOccurrences(of: "is a 'let' constant", with: "is a constant")
        try edited.write(
            to: course.appendingPathComponent("lessons/en/01-errors.md"), atomically: true, encoding: .utf8)
        let checked = try lessonbuild(["check"], in: course)
        #expect(checked.status == 1)
        #expect(
            checked.output.contains(
                "lessons/en/01-errors.md:\(messageLine + 1): error: transcript does not match what the compiler says"),
            "\(checked.output)")
        #expect(
            checked.output.contains("+main.swift:3:1: error: cannot assign to value: 'tally' is a 'let' constant"),
            "\(checked.output)")
        // `fill --update` puts the compiler's words back.
        #expect(try lessonbuild(["fill", "--update"], in: course).status == 0)
        #expect(try lesson(course) == text)
    }

    @Test func anExcerptWithAMissingBraceFailsAtItsLineAndAFragmentPasses() throws {
        let course = try course(excerpt: brokenExcerpt)
        defer { try? FileManager.default.removeItem(at: course) }
        let checked = try lessonbuild(["check"], in: course)
        #expect(checked.status == 1)
        // The oracle: the parser alone on the excerpt's text; its line N is the lesson's (opening fence + N).
        let text = try lesson(course)
        let lines = text.components(separatedBy: "\n")
        let fence = try #require(lines.firstIndex(of: "An excerpt:")) + 2  // 0-based line of the opening fence
        let code =
            "import UIKit\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n}\n"
        let parsed = try parseOnly(code)
        let first = try #require(parsed.split(separator: "\n").first { $0.contains(": error: ") })
        let fields = first.split(separator: ":")
        let line = try #require(Int(fields[1]))
        let message = first.components(separatedBy: ": error: ")[1]
        #expect(
            checked.output.contains(
                "lessons/en/01-errors.md:\(fence + 1 + line):\(fields[2]): error: this Swift excerpt does not parse: \(message)"
            ), "\(checked.output)")
        // Only the broken excerpt is reported: not the fragment, not the runnable or compile-error blocks.
        #expect(
            checked.output.components(separatedBy: "does not parse").count - 1 == parsed.components(
                separatedBy: ": error: "
            ).count - 1)
        // `build` refuses it too.
        #expect(try lessonbuild(["build"], in: course).status == 1)
    }

    @Test func thePageShowsTheMessagesLinkedToTheBlocksLinesAndSearchFindsThem() throws {
        let course = try course(excerpt: goodExcerpt)
        defer { try? FileManager.default.removeItem(at: course) }
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        #expect(try lessonbuild(["build"], in: course).status == 0)
        let page = try String(contentsOf: course.appendingPathComponent("site/en/01-errors.html"), encoding: .utf8)
        // The first compile-error block opens at line 3: its line 3 is the one the error is about.
        #expect(page.contains("<div class=\"pair compile-error\" id=\"lb_block-3\">"))
        #expect(page.contains("href=\"#lb_block-3-L3\">main.swift:3:1</a>"))
        #expect(page.contains("id=\"lb_block-3-L3\""))
        #expect(page.contains("Does not compile"))
        #expect(page.contains("<strong class=\"severity\">error</strong>"))
        let index = try String(contentsOf: course.appendingPathComponent("site/en/search-index.js"), encoding: .utf8)
        #expect(index.contains("cannot assign to value"), "the search index holds the compiler's messages")
        // With their severity, as a learner pastes them; the place (`main.swift:3:1:`) is not the learner's.
        #expect(index.contains("error: cannot assign to value"), "the severity is indexed with the message")
        #expect(!index.contains("main.swift:3:"), "the message's place is not indexed")
    }

    @Test func aKernelThatIsSwift5OnlyIsNamedWhenASwift6BlockNeedsIt() throws {
        let course = try temporaryCourse([
            "en/01-a.md":
                "# A\n\n```swift swift6\n// main.swift\nprint(1)\n```\n\n```swift\n// main.swift\nprint(2)\n```\n\n```text\n2\n```\n"
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let shared = "// Shared.swift\nvar hits = 0\n"
        _ = try writeKernel("Shared", shared, in: course)
        #expect(try standaloneCompile("print(1)\n", kernels: ["Shared": shared], mode: "6").status != 0)
        let checked = try lessonbuild(["check"], in: course)
        #expect(checked.status == 1)
        #expect(checked.output.contains("kernels/Shared.swift:2:5: error:"), "\(checked.output)")
        #expect(checked.output.contains("Swift 6 language mode"), "\(checked.output)")
        // The Swift 5 block still runs and passes.
        #expect(checked.output.contains("1 passed"), "\(checked.output)")
    }

    /// The builder in a course folder, with the course's `kernels/`.
    private func lessonbuild(_ arguments: [String], in course: URL) throws -> RunResult {
        try run(builder, arguments + ["--kernels", "kernels"], in: course)
    }

    /// What the standalone program prints, compiled in `mode` with the kernels.
    private func standaloneRun(_ code: String, kernels: [String: String], mode: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(code.utf8).write(to: directory.appendingPathComponent("main.swift"))
        for (name, text) in kernels { try Data(text.utf8).write(to: directory.appendingPathComponent(name + ".swift")) }
        let compiled = try run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", mode, "-module-name", "main", "main.swift"]
                + kernels.keys.sorted().map { $0 + ".swift" } + ["-o", "program"], in: directory)
        #expect(compiled.status == 0, "\(compiled.error)")
        return try run(directory.appendingPathComponent("program").path, []).output
    }

    /// What `swiftc -parse` says of a file named `main.swift`.
    private func parseOnly(_ code: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(code.utf8).write(to: directory.appendingPathComponent("main.swift"))
        return try run("/usr/bin/env", ["swiftc", "-parse", "-diagnostic-style", "llvm", "main.swift"], in: directory)
            .error
    }
}
