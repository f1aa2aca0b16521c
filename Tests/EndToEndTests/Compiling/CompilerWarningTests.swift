import Foundation
import Synchronization
import Testing

@testable import LessonBuild

/// The compiler's warnings reach the author, and only the author's: the oracle is the standalone program,
/// `swiftc main.swift <kernels>` (`standaloneCompile`), run here on each block's text. The blocks are made
/// by rule: each warning class beside its near miss (the same code that does not warn), each in four places
/// (top-level code, a function, a closure, a method), so that whatever the tool's wrapping does to top-level
/// code (globals, an entry) cannot add or hide a warning without the sets below differing.
@Suite struct CompilerWarningTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    /// A warning class: statements that warn, and statements next to them that do not.
    struct WarningClass {
        var name: String
        var warns: String
        var clean: String
    }

    static let classes: [WarningClass] = [
        WarningClass(name: "unused result", warns: "value()", clean: "_ = value()"),
        WarningClass(name: "unused constant", warns: "let spare = value()", clean: "let spare = value()\nprint(spare)"),
        WarningClass(
            name: "never mutated", warns: "var count = value()\nprint(count)",
            clean: "var count = value()\ncount += 1\nprint(count)"),
        WarningClass(
            name: "written, never read", warns: "var last = value()\nlast = 4",
            clean: "var last = value()\nlast = 4\nprint(last)"),
        WarningClass(
            name: "cast always succeeds", warns: "let any: Any = value()\nif let same = any as? Any { print(same) }",
            clean: "let any: Any = value()\nif let same = any as? Int { print(same) }"),
        WarningClass(
            name: "forced cast to the same type", warns: "let number = value()\nprint(number as! Int)",
            clean: "let number = value()\nprint(number as Int)"),
        WarningClass(name: "deprecated call", warns: "print(old())", clean: "print(value())"),
        WarningClass(
            name: "never executed", warns: "if value() > 5 {\n    fatalError(\"big\")\n    print(\"never\")\n}",
            clean: "if value() > 5 {\n    print(\"big\")\n    fatalError(\"big\")\n}"),
        WarningClass(
            name: "try without a throwing call", warns: "let tried = try? value()\nprint(tried as Any)",
            clean: "let tried = try? thrown()\nprint(tried as Any)"),
        WarningClass(
            name: "unused binding", warns: "if let bound = Optional(value()) { print(\"some\") }",
            clean: "if let bound = Optional(value()) { print(bound) }"),
        WarningClass(name: "kernel result unused", warns: "Tally().add()", clean: "_ = Tally().add()"),
    ]

    /// Declarations every block starts with (after its first line), which the statements use.
    static let prelude = """
        func value() -> Int { 3 }
        func thrown() throws -> Int { 3 }
        @available(*, deprecated, message: "say value() instead")
        func old() -> Int { 1 }
        """

    /// The statements placed where top-level code, a function, a closure and a method would hold them.
    static func placed(_ statements: String, context: Int) -> String {
        let indented = statements.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        switch context {
        case 0: return statements
        case 1: return "func body() {\n\(indented)\n}\nbody()"
        case 2: return "let work = {\n\(indented)\n}\nwork()"
        default:
            return
                "struct Box {\n    func go() {\n\(indented.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))\n    }\n}\nBox().go()"
        }
    }

    static let kernel = """
        // Tally.swift
        final class Tally {
            private(set) var count = 0
            func add() -> Int {
                count += 1
                return count
            }
            func reset() {
                var unchanged = 0
                count = unchanged
            }
        }

        """

    /// Every block's code, in lesson order (each unique: its first line names its class, place and variant).
    static var blocks: [String] {
        var codes: [String] = []
        for warning in classes {
            for context in 0..<4 {
                for (variant, statements) in [("warns", warning.warns), ("clean", warning.clean)] {
                    codes.append(
                        "// main.swift — \(warning.name), place \(context), \(variant)\n\(prelude)\n"
                            + placed(statements, context: context) + "\nprint(\"done\")\n")
                }
            }
        }
        return codes
    }

    /// A lesson of the blocks, one after another, with no transcripts yet.
    static func lesson(_ codes: [String], mode: String = "") -> String {
        "# Warnings\n\n" + codes.map { "```swift\(mode)\n\($0)```\n\n" }.joined()
    }

    /// The lines (1-based) of a lesson's Swift fences, as the lesson now is (`fill` adds transcripts).
    static func fences(in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("```swift") }.map { $0.offset + 1 }
    }

    /// One warning as compared: file name, line, column, message.
    struct Seen: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(file):\(line):\(column): \(message)" }
    }

    /// The standalone compiler's warnings for each block, mapped to the lesson's lines (its `main.swift`
    /// line N is the lesson's fence line + N), and the kernel's, by file name.
    static func oracle(
        _ codes: [String], fences: [Int], lesson: String, modes: [String], kernels: [String: String] = ["Tally": kernel]
    ) -> [Seen] {
        let seen = Mutex<[Seen]>([])
        DispatchQueue.concurrentPerform(iterations: codes.count) { index in
            let result = try? standaloneCompile(codes[index], kernels: kernels, mode: modes[index])
            let warnings = (result?.error ?? "").split(separator: "\n").compactMap { line -> Seen? in
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                guard parts.count == 5, parts[3] == " warning", let row = Int(parts[1]), let column = Int(parts[2])
                else { return nil }
                let message = String(parts[4].dropFirst())
                return parts[0] == "main.swift"
                    ? Seen(file: lesson, line: fences[index] + row, column: column, message: message)
                    : Seen(file: String(parts[0]), line: row, column: column, message: message)
            }
            seen.withLock { $0 += warnings }
        }
        return seen.withLock { $0 }
    }

    /// The `compiler-warning` diagnostics of a JSON Lines output (the file by its last component), and the
    /// severity of each.
    static func reported(_ output: String) throws -> (seen: [Seen], severities: Set<String>) {
        var seen: [Seen] = []
        var severities = Set<String>()
        for line in output.split(separator: "\n") where line.hasPrefix("{") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["id"] as? String == "compiler-warning" else { continue }
            severities.insert(object["severity"] as? String ?? "")
            // A lesson by its language folder and name, a kernel by its name.
            let path = (object["file"] as? String ?? "").split(separator: "/").map(String.init)
            let file = path.suffix(path.last?.hasSuffix(".md") == true ? 2 : 1).joined(separator: "/")
            seen.append(
                Seen(
                    file: file, line: object["line"] as? Int ?? 0, column: object["column"] as? Int ?? 0,
                    message: object["message"] as? String ?? ""))
        }
        return (seen, severities)
    }

    private func lessonbuild(_ arguments: [String], in course: URL) throws -> RunResult {
        try run(builder, arguments + ["--kernels", "kernels"], in: course)
    }

    @Test func everyWarningOfTheStandaloneCompilerAndNoOtherIsReportedAtTheLessonsLine() throws {
        let codes = Self.blocks
        let course = try temporaryCourse(["en/01-warnings.md": Self.lesson(codes)])
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel("Tally", Self.kernel, in: course)
        let filled = try lessonbuild(["fill"], in: course)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        let lesson = try String(
            contentsOf: course.appendingPathComponent("lessons/en/01-warnings.md"), encoding: .utf8)
        let fences = Self.fences(in: lesson)
        let expected = Self.oracle(codes, fences: fences, lesson: "en/01-warnings.md", modes: codes.map { _ in "5" })
        // The rule makes both kinds: blocks that warn and blocks that do not.
        #expect(expected.count >= Self.classes.count)
        let warned = Set(expected.filter { $0.file == "en/01-warnings.md" }.map(\.line))
        #expect(fences.contains { fence in !warned.contains { $0 > fence && $0 < fence + 12 } })
        // Warnings are no transcript: every block's is what it prints.
        #expect(scanTranscripts(lesson).count == codes.count)
        #expect(!lesson.contains("warning:"), "\(lesson)")

        for pass in ["first", "cached"] {
            let checked = try lessonbuild(["check", "--format", "json"], in: course)
            #expect(checked.status == 0, "\(pass): \(checked.output)\(checked.error)")
            let (seen, severities) = try Self.reported(checked.output)
            #expect(seen.count == Set(seen).count, "\(pass): a warning said twice")
            #expect(
                Set(seen) == Set(expected),
                "\(pass): only reported \(Set(seen).subtracting(expected)), only by swiftc \(Set(expected).subtracting(seen))"
            )
            #expect(severities == ["warning"])
        }
        let github = try lessonbuild(["check", "--format", "github"], in: course)
        for warning in expected where warning.file == "en/01-warnings.md" {
            #expect(
                github.output.contains(
                    "::warning file=lessons/en/01-warnings.md,line=\(warning.line),col=\(warning.column),title=compiler-warning::"
                ), "\(warning)")
        }
    }

    @Test func aBlockShownTwiceWarnsAtBothPlacesAndSwift6BlocksAreCompiledInTheirMode() throws {
        let warning = Self.classes[0]
        let code = "// main.swift — twice\n\(Self.prelude)\n\(warning.warns)\nprint(\"done\")\n"
        let six = code.replacingOccurrences(of: "twice", with: "in Swift 6")
        let course = try temporaryCourse([
            "en/01-twice.md": Self.lesson([code, code]), "en/02-six.md": Self.lesson([six], mode: " swift6"),
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel("Tally", Self.kernel, in: course)
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        let lessons = course.appendingPathComponent("lessons/en")
        let expected =
            Self.oracle(
                [code, code],
                fences: Self.fences(
                    in: try String(contentsOf: lessons.appendingPathComponent("01-twice.md"), encoding: .utf8)),
                lesson: "en/01-twice.md", modes: ["5", "5"])
            + Self.oracle(
                [six],
                fences: Self.fences(
                    in: try String(contentsOf: lessons.appendingPathComponent("02-six.md"), encoding: .utf8)),
                lesson: "en/02-six.md", modes: ["6"])
        let checked = try lessonbuild(["check", "--format", "json"], in: course)
        let (seen, _) = try Self.reported(checked.output)
        // The kernel's warning is said once, though two language modes compiled the kernels.
        #expect(
            seen.sorted { $0.description < $1.description } == Set(expected).sorted { $0.description < $1.description })
    }

    /// The kernel edited by rule, the build cache kept from one check to the next: each function of the kernel
    /// deprecated, then made `@discardableResult`, and a helper no block names added. After every edit the
    /// warnings reported are the standalone compiler's for the edited kernel, so no cache key (a block's exact
    /// one, its kernel reach, a group's summary) answers with warnings of kernels that are no longer there.
    static func kernelEdits() -> [(name: String, kernel: String)] {
        let functions = ["add", "reset"]
        var edits: [(String, String)] = []
        for function in functions {
            edits.append(
                (
                    "\(function) deprecated",
                    kernel.replacingOccurrences(
                        of: "    func \(function)(", with: "    @available(*, deprecated)\n    func \(function)(")
                ))
            edits.append(
                (
                    "\(function) discardable",
                    kernel.replacingOccurrences(
                        of: "    func \(function)(", with: "    @discardableResult func \(function)(")
                ))
        }
        edits.append(("helper added", kernel + "func helper() -> Int { 1 }\n"))
        edits.append(("as first written", kernel))
        return edits
    }

    @Test func everyKernelEditGivesTheStandaloneWarningsWithTheCacheKept() throws {
        let uses = ["Tally().add()", "_ = Tally().add()", "Tally().reset()", "print(value())"]
        let codes = uses.enumerated().map { index, statements in
            "// main.swift — kernel use \(index)\n\(Self.prelude)\n\(statements)\nprint(\"done\")\n"
        }
        let course = try temporaryCourse(["en/01-kernel.md": Self.lesson(codes)])
        defer { try? FileManager.default.removeItem(at: course) }
        let file = try writeKernel("Tally", Self.kernel, in: course)
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        let fences = Self.fences(
            in: try String(contentsOf: course.appendingPathComponent("lessons/en/01-kernel.md"), encoding: .utf8))
        var changed = 0
        var previous: Set<Seen>?
        for (name, kernel) in Self.kernelEdits() {
            try kernel.write(to: file, atomically: true, encoding: .utf8)
            let expected = Set(
                Self.oracle(
                    codes, fences: fences, lesson: "en/01-kernel.md", modes: codes.map { _ in "5" },
                    kernels: ["Tally": kernel]))
            let checked = try lessonbuild(["check", "--format", "json"], in: course)
            let (seen, _) = try Self.reported(checked.output)
            #expect(
                Set(seen) == expected,
                "\(name): only reported \(Set(seen).subtracting(expected)), only by swiftc \(expected.subtracting(seen))"
            )
            if let previous, previous != expected { changed += 1 }
            previous = expected
        }
        // The edits do change what the compiler says (else the loop would pass with a cache that never updates).
        #expect(changed >= 3, "\(changed)")
    }

    /// The warnings cache does not grow with edits, and keeps what the next check needs. Edited by rule (each
    /// block in turn, the kernel's body, its interface, everything back as first written), after each whole
    /// `check` the cache holds no more records than after the first, and a second `check` compiles no
    /// block's warnings again (a compiler that logs its warnings runs is the witness). A check of one lesson
    /// removes nothing: the whole check after it compiles only the block edited in the other lesson.
    @Test func aWholeCheckKeepsOnlyTheWarningsRecordsItUsesAndAPartOneRemovesNone() throws {
        let codes = ["Tally().add()", "_ = Tally().add()", "Tally().reset()", "print(value())"].enumerated().map {
            "// main.swift — kept \($0.offset)\n\(Self.prelude)\n\($0.element)\nprint(\"done\")\n"
        }
        let course = try temporaryCourse([
            "en/01-one.md": Self.lesson(Array(codes.prefix(2))), "en/02-two.md": Self.lesson(Array(codes.suffix(2))),
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let kernel = try writeKernel("Tally", Self.kernel, in: course)
        let log = course.appendingPathComponent("warnings-runs.log")
        let wrapper = course.appendingPathComponent("logging-swiftc")
        let real = try #require(SwiftCompiler.locate()).executable
        try """
        #!/bin/sh
        case " $* " in *" -emit-sil "*" -primary-file "*) echo "$*" >> '\(log.path)' ;; esac
        exec '\(real)' "$@"

        """.write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_SWIFTC"] = wrapper.path
        let folder = course.appendingPathComponent(".build/lessonbuild/warnings").path
        func records() -> Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) }
        func runsLogged(_ arguments: [String]) throws -> Int {
            try? FileManager.default.removeItem(at: log)
            let result = try run(builder, arguments + ["--kernels", "kernels"], in: course, environment: environment)
            // An edit changes what a block prints: its transcript then fails, and that is all that may.
            #expect(
                result.status == 0 || result.output.contains("transcript"),
                "\(arguments): \(result.output)\(result.error)")
            return ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        #expect(try runsLogged(["fill"]) >= codes.count)
        let first = records().count
        let lessons = ["en/01-one.md", "en/02-two.md"].map { course.appendingPathComponent("lessons/" + $0) }
        let written = try lessons.map { try String(contentsOf: $0, encoding: .utf8) }
        var edits: [(name: String, apply: () throws -> Void)] = []
        for (index, code) in codes.enumerated() {
            let lesson = lessons[index / 2]
            edits.append(
                (
                    "block \(index)",
                    {
                        let text = try String(contentsOf: lesson, encoding: .utf8)
                        try text.replacingOccurrences(of: code, with: code + "print(\(index))\n").write(
                            to: lesson, atomically: true, encoding: .utf8)
                    }
                ))
        }
        edits.append(
            (
                "kernel body",
                {
                    try Self.kernel.replacingOccurrences(of: "count += 1", with: "count += 2").write(
                        to: kernel, atomically: true, encoding: .utf8)
                }
            ))
        edits.append(
            (
                "kernel interface",
                {
                    try (Self.kernel + "func helper() -> Int { 1 }\n").write(
                        to: kernel, atomically: true, encoding: .utf8)
                }
            ))
        edits.append(
            (
                "as first written",
                {
                    try Self.kernel.write(to: kernel, atomically: true, encoding: .utf8)
                    for (lesson, text) in zip(lessons, written) {
                        try text.write(to: lesson, atomically: true, encoding: .utf8)
                    }
                }
            ))
        for edit in edits {
            try edit.apply()
            _ = try runsLogged(["check"])
            #expect(records().count <= first, "after \(edit.name): \(records().count) records, \(first) at first")
            #expect(try runsLogged(["check"]) == 0, "after \(edit.name), the second check compiled warnings again")
        }
        // A check of one lesson, after an edit of the other: nothing removed, and the whole check then
        // compiles the edited block's warnings alone.
        let before = records()
        try written[1].replacingOccurrences(of: codes[3], with: codes[3] + "print(9)\n").write(
            to: lessons[1], atomically: true, encoding: .utf8)
        _ = try runsLogged(["check", lessons[0].path])
        #expect(records().isSuperset(of: before), "the check of one lesson removed \(before.subtracting(records()))")
        #expect(try runsLogged(["check"]) == 1)
    }

    @Test func aCourseMayMakeWarningsErrors() throws {
        let code = "// main.swift — unused\n\(Self.prelude)\nvalue()\nprint(\"done\")\n"
        let course = try temporaryCourse(["en/01-strict.md": Self.lesson([code])])
        let fences = Self.fences(in: Self.lesson([code]))
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel("Tally", Self.kernel, in: course)
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        #expect(try lessonbuild(["check"], in: course).status == 0)
        for (setting, status, severity) in [("warning", 0 as Int32, "warning"), ("error", 1, "error")] {
            try "{ \"warnings\": \"\(setting)\" }\n".write(
                to: course.appendingPathComponent("course.json"), atomically: true, encoding: .utf8)
            let checked = try lessonbuild(["check", "--format", "json"], in: course)
            #expect(checked.status == status, "\(setting): \(checked.output)\(checked.error)")
            let (seen, severities) = try Self.reported(checked.output)
            #expect(Set(seen) == Set(Self.oracle([code], fences: fences, lesson: "en/01-strict.md", modes: ["5"])))
            #expect(severities == [severity])
            // `build` says the same, and builds the site only while they are warnings.
            let built = try lessonbuild(["build", "--output", "site"], in: course)
            #expect(built.status == status, "\(setting): \(built.output)\(built.error)")
            #expect(built.output.contains("01-strict.md:9:1: \(severity): result of call to 'value()' is unused"))
        }
        // A near miss of the setting is refused, naming the key.
        try "{ \"warnings\": \"errors\" }\n".write(
            to: course.appendingPathComponent("course.json"), atomically: true, encoding: .utf8)
        let refused = try lessonbuild(["check", "--format", "json"], in: course)
        #expect(refused.status != 0)
        #expect(
            refused.output.contains("\"course-config\"") && refused.output.contains("warnings"),
            "\(refused.output)\(refused.error)")
    }

    @Test func aCompileErrorBlockThatOnlyWarnsShowsTheWarningsAsItsTranscript() throws {
        let code =
            "// main.swift — shown on purpose\n\(Self.prelude)\nfunc report() {\n    var total = value()\n    print(total)\n}\nreport()\n"
        let text = "# On purpose\n\n```swift compile-error\n\(code)```\n"
        let course = try temporaryCourse(["en/01-purpose.md": text])
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel("Tally", Self.kernel, in: course)
        #expect(try lessonbuild(["fill"], in: course).status == 0)
        let lesson = try String(contentsOf: course.appendingPathComponent("lessons/en/01-purpose.md"), encoding: .utf8)
        let oracle = try standaloneCompile(code, kernels: ["Tally": Self.kernel])
        #expect(oracle.status == 0 && oracle.error.contains("warning:"))
        #expect(transcript(after: "shown on purpose", in: lesson) == oracle.error)
        let checked = try lessonbuild(["check", "--format", "json"], in: course)
        #expect(checked.status == 0, "\(checked.output)")
        // The block's own warnings are its transcript, not a diagnostic too; the kernel's still are.
        #expect(try Self.reported(checked.output).seen.allSatisfy { $0.file == "Tally.swift" })
    }

    /// This repository's course: what `check` reports is what the standalone compiler says of each of its
    /// blocks (a `// main.swift` block that is not `compile-error`), against its language's kernels.
    @Test func theRepositorysCourseReportsExactlyTheStandaloneWarnings() throws {
        var expected: [Seen] = []
        var blockCount = 0
        let lessons = packageRoot.appendingPathComponent("lessons")
        for language in try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted() {
            var folder = packageRoot.appendingPathComponent("Sources/Kernels/" + language)
            if !FileManager.default.fileExists(atPath: folder.path) { folder = folder.deletingLastPathComponent() }
            var kernels: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift")
            {
                kernels[String(name.dropLast(6))] = try String(
                    contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            }
            let files = try FileManager.default.contentsOfDirectory(
                atPath: lessons.appendingPathComponent(language).path)
            for name in files.sorted() where name.hasSuffix(".md") {
                let text = try String(
                    contentsOf: lessons.appendingPathComponent(language + "/" + name), encoding: .utf8)
                let blocks = Self.runnableBlocks(in: text)
                blockCount += blocks.count
                expected += Self.oracle(
                    blocks.map(\.code), fences: blocks.map(\.fence), lesson: language + "/" + name,
                    modes: blocks.map(\.mode), kernels: kernels)
            }
        }
        #expect(blockCount > 0)
        // From the package root, with the course's own course.json and kernels.
        let checked = try run(builder, ["check", "--format", "json"])
        #expect(checked.status == 0, "\(checked.error)")
        let seen = try Self.reported(checked.output).seen
        let reportedOnce: [String] = seen.map(\.description).sorted()
        let bySwiftc: [String] = Set(expected).map(\.description).sorted()
        #expect(reportedOnce == bySwiftc)
    }

    /// The runnable blocks of a lesson (`swift` fences whose first line starts `// main.swift`, not marked
    /// `compile-error`): fence line, code, language mode.
    static func runnableBlocks(in text: String) -> [(fence: Int, code: String, mode: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(fence: Int, code: String, mode: String)] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix("```swift") else { continue }
            let words = lines[index].dropFirst(8).split(separator: " ")
            var end = index + 1
            while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
            let code = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n"
            if code.hasPrefix("// main.swift") && !words.contains("compile-error") {
                found.append((index + 1, code, words.contains("swift6") ? "6" : "5"))
            }
            index = end
        }
        return found
    }
}
