import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// Lessons of one folder and chapters of one language must each have their own number; a lesson and a
/// chapter may share one (the lesson comes first, as the README says).
@Suite struct DuplicateNumberTests {
    func diagnostics(_ keys: [String]) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("numbers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for key in keys {
            let file = root.appendingPathComponent("lessons/" + key)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# T\n".utf8).write(to: file)
        }
        let course = Course.load(
            CourseLayout(
                lessonsDirectory: root.appendingPathComponent("lessons").path,
                kernelsDirectory: root.appendingPathComponent("kernels").path))
        return course.diagnostics.filter { $0.id == .duplicateLessonNumber }
    }

    @Test func sameNumberInOneFolderIsAnErrorNamingBoth() throws {
        for (first, second) in [
            ("en/01-a.md", "en/01-b.md"), ("en/01-a.md", "en/001-b.md"), ("en/02-ch/03-a.md", "en/02-ch/3-b.md"),
        ] {
            let found = try diagnostics([first, second])
            #expect(found.count == 1, "\(first) \(second)")
            #expect(found.first?.severity == .error)
            #expect(found.first.map { $0.message.contains(first) || $0.location.file.hasSuffix(first) } == true)
        }
    }

    @Test func twoChaptersOfOneNumberAreAnError() throws {
        let found = try diagnostics(["en/02-a/01-x.md", "en/02-a/02-y.md", "en/02-b/01-z.md"])
        #expect(found.count == 1, "\(found)")
    }

    @Test func differentFoldersLanguagesAndALessonBesideAChapterAreFine() throws {
        #expect(try diagnostics(["en/01-a.md", "de/01-a.md", "en/02-ch/01-a.md", "en/02-b.md", "en/03-c.md"]).isEmpty)
    }
}
