import Foundation
import Testing

/// A teacher's own course, as the README tells them to start it: `lessonbuild init` in a folder of their own,
/// depending on lessonbuild through a git URL and a version tag (here a local clone of this checkout), then
/// `swift run lessonbuild fill | check | build` in that folder, with an English lesson, a chapter, an image
/// and links between lessons.
@Suite(.serialized) struct CourseInitTests {
    @Test func aCourseOfItsOwnFillsChecksAndBuilds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)

        // lessonbuild as a dependency fetched by URL and version: a bare clone of this checkout, tagged.
        let repository = root.appendingPathComponent("lessonbuild.git")
        #expect(
            try run("/usr/bin/env", ["git", "clone", "-q", "--bare", packageRoot.path, repository.path]).status == 0)
        #expect(try run("/usr/bin/env", ["git", "--git-dir", repository.path, "tag", "9.9.0", "HEAD"]).status == 0)

        let course = root.appendingPathComponent("kurs")
        let made = try lessonbuild([
            "init", course.path, "--languages", "tr,en", "--dependency", "file://" + repository.path, "--from", "9.9.0",
        ])
        #expect(made.status == 0, "\(made.output)")
        #expect(try lessonbuild(["init", course.path]).status == 1, "a folder that is not empty is refused")

        // The teacher's additions: a chapter with a lesson that links to a heading of the first lesson, an
        // image next to it, and a title of their own.
        let chapter = course.appendingPathComponent("lessons/en/02-collections")
        try FileManager.default.createDirectory(
            at: chapter.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4e, 0x47]).write(to: chapter.appendingPathComponent("images/set.png"))
        let chapterLesson = """
            # Sets

            ![A set](images/set.png)

            See [the exercise](../01-first-lesson.md#exercise).

            ```swift
            // main.swift — sorted
            print(Set([3, 1, 2]).sorted())
            ```

            """
        try Data(chapterLesson.utf8).write(to: chapter.appendingPathComponent("01-sets.md"))
        var configuration = try String(contentsOf: course.appendingPathComponent("course.json"), encoding: .utf8)
        configuration = configuration.replacingOccurrences(
            of: "\"title\": \"New course\"", with: "\"title\": \"Swift Collections\"")
        try Data(configuration.utf8).write(to: course.appendingPathComponent("course.json"))

        let swift = "/usr/bin/env"
        let fill = try run(swift, ["swift", "run", "lessonbuild", "fill"], in: course)
        #expect(fill.status == 0, "\(fill.output.suffix(3000))\(fill.error.suffix(3000))")
        #expect(
            try String(contentsOf: chapter.appendingPathComponent("01-sets.md"), encoding: .utf8).contains(
                "```text\n[1, 2, 3]\n```"))
        let check = try run(swift, ["swift", "run", "lessonbuild", "check"], in: course)
        #expect(check.status == 0, "\(check.output.suffix(3000))")
        let build = try run(swift, ["swift", "run", "lessonbuild", "build"], in: course)
        #expect(build.status == 0, "\(build.output.suffix(3000))")

        let site = course.appendingPathComponent("site")
        let page = try String(
            contentsOf: site.appendingPathComponent("en/02-collections/01-sets.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"en\""))
        #expect(page.contains("Swift Collections"), "the title comes from course.json")
        #expect(
            FileManager.default.contents(atPath: site.appendingPathComponent("en/02-collections/images/set.png").path)
                == Data([0x89, 0x50, 0x4e, 0x47]))
        let turkish = try String(contentsOf: site.appendingPathComponent("tr/01-ilk-ders.html"), encoding: .utf8)
        #expect(turkish.contains("<html lang=\"tr\""))

        // A broken link and a missing image fail at their lines.
        let broken =
            chapterLesson
            .replacingOccurrences(of: "#exercise", with: "#no-such-heading")
            .replacingOccurrences(of: "images/set.png", with: "images/missing.png")
        try Data(broken.utf8).write(to: chapter.appendingPathComponent("01-sets.md"))
        let failed = try run(swift, ["swift", "run", "lessonbuild", "check"], in: course)
        #expect(failed.status == 1)
        #expect(
            failed.output.contains("lessons/en/02-collections/01-sets.md:3: error: the image 'images/missing.png'"),
            "\(failed.output)")
        #expect(
            failed.output.contains(
                "lessons/en/02-collections/01-sets.md:5: error: the link to '../01-first-lesson.md#no-such-heading'"),
            "\(failed.output)")
    }
}
