import Foundation
import Testing

/// What a new author met on their first day with an `init` course, each as they met it.
@Suite(.serialized) struct NewAuthorTrialTests {
    static func initCourse(_ languages: String = "en") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trial-\(UUID().uuidString)")
        let made = try lessonbuild(["init", root.path, "--languages", languages])
        #expect(made.status == 0, "\(made.output)")
        return root
    }

    static func tool(_ arguments: [String], in course: URL) throws -> RunResult {
        try run(productsDirectory.appendingPathComponent("lessonbuild").path, arguments, in: course)
    }

    /// Clang's module cache records its own path: a course moved with its build cache, whose kernel then
    /// changes, must compile (it failed with "was compiled with module cache path …").
    @Test func aMovedCourseCompilesAgain() throws {
        let course = try Self.initCourse()
        let moved = course.deletingLastPathComponent().appendingPathComponent(course.lastPathComponent + "-moved")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: moved)
        }
        #expect(try Self.tool(["check"], in: course).status == 0)
        try FileManager.default.moveItem(at: course, to: moved)
        let kernel = moved.appendingPathComponent("kernels/Tally.swift")
        try (try String(contentsOf: kernel, encoding: .utf8) + "\nfunc addedAfterTheMove() -> Int { 1 }\n")
            .write(to: kernel, atomically: true, encoding: .utf8)
        let lesson = moved.appendingPathComponent("lessons/en/01-first-lesson.md")
        try
            (try String(contentsOf: lesson, encoding: .utf8).replacingOccurrences(
                of: "tally.report()", with: "tally.report()\nprint(addedAfterTheMove())"))
            .write(to: lesson, atomically: true, encoding: .utf8)
        let fill = try Self.tool(["fill", "--update"], in: moved)
        #expect(fill.status == 0, "\(fill.output)")
        #expect(!fill.output.contains("module cache path"), "\(fill.output)")
        #expect(try String(contentsOf: lesson, encoding: .utf8).contains("blue 1\n1\n```"))
    }

    /// A kernel that does not compile: its errors at the kernel file, and one line for the blocks it stops.
    @Test func oneKernelErrorIsSaidOnce() throws {
        let course = try Self.initCourse("en,de,tr")
        defer { try? FileManager.default.removeItem(at: course) }
        let kernel = course.appendingPathComponent("kernels/Tally.swift")
        try (try String(contentsOf: kernel, encoding: .utf8) + "\nfunc broken( {\n").write(
            to: kernel, atomically: true, encoding: .utf8)
        let check = try Self.tool(["check"], in: course)
        #expect(check.status == 1)
        // Each lesson's listing of the kernel now differs from the file: one error per lesson, at the listing.
        let errors = check.output.split(separator: "\n").filter {
            $0.contains(": error: ") && !$0.contains("error: kernel listing differs from kernels/Tally.swift")
        }
        #expect(
            errors.allSatisfy {
                $0.hasPrefix("kernels/Tally.swift:") || $0.contains("(and 5 more blocks for the same reason)")
            },
            "\(check.output)")
        #expect(errors.filter { !$0.hasPrefix("kernels/") }.count == 1, "\(check.output)")
        #expect(check.output.components(separatedBy: "error: kernel listing differs").count == 4, "\(check.output)")
    }

    /// Without a loopback interface (an offline container), a cold check finishes: the compiler was started
    /// through Foundation's `Process`, whose run-loop socket needs loopback, and spun forever.
    @Test func aColdCheckWithoutLoopbackFinishes() throws {
        let course = try Self.initCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        // `unshare -n`: a network namespace of its own, whose loopback is down. CI runs as root, as here.
        let probe = try run("/usr/bin/env", ["unshare", "-n", "true"])
        try #require(probe.status == 0, "unshare -n must work here (it needs root): \(probe.error)")
        let check = try run(
            "/usr/bin/env",
            [
                "timeout", "300", "unshare", "-n",
                productsDirectory.appendingPathComponent("lessonbuild").path, "check",
            ], in: course)
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(check.lastLine == "3 passed, 0 failed", "two blocks and the kernel listing")
        #expect(!check.error.contains("wakeup socket pair"))
    }

    /// The path dependency `init` writes by default only resolves here: the workflow says so in its first
    /// step (and `init` says so), where a URL dependency has no such step.
    @Test func theWorkflowOfAPathDependencyStopsWithAReason() throws {
        let course = try Self.initCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        let workflow = try String(
            contentsOf: course.appendingPathComponent(".github/workflows/course.yml"), encoding: .utf8)
        #expect(workflow.contains("if grep -q '.package(path:' Package.swift; then"))
        #expect(workflow.contains("::error file=Package.swift::"))
        // A pull request shows each failing block on its line.
        #expect(workflow.contains("swift run -c release lessonbuild build --sandbox --format github"))
        let script = workflow.components(separatedBy: "named by URL\n        run: |\n")[1]
            .components(separatedBy: "\n      - ")[0]
        // The step itself, run in the course folder: it fails with the message for this Package.swift.
        let ran = try run(
            "/bin/bash",
            [
                "-c",
                script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"),
            ],
            in: course)
        #expect(ran.status == 1)
        #expect(ran.output.hasPrefix("::error file=Package.swift::"))

        let published = FileManager.default.temporaryDirectory.appendingPathComponent("trial-url-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: published) }
        let made = try lessonbuild([
            "init", published.path, "--languages", "en", "--dependency", "https://example.org/lessonbuild.git",
            "--from", "1.0.0",
        ])
        #expect(made.status == 0)
        #expect(!made.output.contains("Note: Package.swift names lessonbuild by its path"))
        let urlWorkflow = try String(
            contentsOf: published.appendingPathComponent(".github/workflows/course.yml"), encoding: .utf8)
        #expect(!urlWorkflow.contains(".package(path:"))
    }

    /// A lesson beside chapter folders stands where its number puts it, in the sidebar and the pager.
    @Test func aLessonBesideChaptersIsOrderedByItsNumber() throws {
        let course = try Self.initCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        let lessons = course.appendingPathComponent("lessons/en")
        try FileManager.default.createDirectory(
            at: lessons.appendingPathComponent("02-chapter"), withIntermediateDirectories: true)
        try "# Chapter\n\nIntro.\n".write(
            to: lessons.appendingPathComponent("02-chapter/index.md"), atomically: true, encoding: .utf8)
        try "# Inside\n\nText.\n".write(
            to: lessons.appendingPathComponent("02-chapter/01-inside.md"), atomically: true, encoding: .utf8)
        try "# Last\n\nText.\n".write(
            to: lessons.appendingPathComponent("03-last.md"), atomically: true, encoding: .utf8)
        let build = try Self.tool(["build"], in: course)
        #expect(build.status == 0, "\(build.output)")
        let site = course.appendingPathComponent("site/en")
        let first = try String(contentsOf: site.appendingPathComponent("01-first-lesson.html"), encoding: .utf8)
        #expect(first.contains("rel=\"next\" href=\"02-chapter/01-inside.html\""))
        let inside = try String(contentsOf: site.appendingPathComponent("02-chapter/01-inside.html"), encoding: .utf8)
        #expect(inside.contains("rel=\"next\" href=\"../03-last.html\""))
        let sidebar = first.components(separatedBy: "<nav class=\"sidebar\"")[1].components(separatedBy: "</nav>")[0]
        let order = ["01-first-lesson.html", "02-chapter/01-inside.html", "03-last.html"].compactMap {
            sidebar.range(of: "href=\"\($0)\"")?.lowerBound
        }
        #expect(order.count == 3 && order == order.sorted(), "\(sidebar)")
    }
}
