import Foundation
import LessonModel
import Testing

@testable import LessonBuild
@testable import LessonBuildCommandLine

/// `course.json` comes with the course (a pull request may change it), so its `kernels` must be a folder
/// inside the course (the folder holding the file), links resolved: kernels are compiled into every block
/// and listed on the site. Generated: every way out (the root, `..`, a sibling, a way back in through `..`,
/// a link inside that leads out) is refused at its line; every way that stays inside is taken.
@Suite struct KernelsFolderPlaceTests {
    struct Course {
        let root: String  // holds the course folder and a sibling outside it
        var folder: String { root + "/course" }
        var file: String { folder + "/course.json" }
    }

    static func course() throws -> Course {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kernels-\(UUID().uuidString)").path
        let course = Course(root: root)
        for folder in [course.folder + "/kernels", course.folder + "/nested/deeper", root + "/outside"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(
            atPath: course.folder + "/link-out", withDestinationPath: root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: course.folder + "/link-in", withDestinationPath: "kernels")
        return course
    }

    static func resolve(_ course: Course, kernels: String) throws -> Result<
        Invocation.Settings, CourseConfiguration.Problem
    > {
        let json =
            "{\n  \"languages\": [{\"code\": \"en\", \"name\": \"English\", \"title\": \"Course\"}],\n  \"kernels\": \"\(kernels)\"\n}\n"
        try json.write(toFile: course.file, atomically: true, encoding: .utf8)
        return LessonBuildMain.resolve(Invocation.Settings(), file: course.file)
    }

    @Test func everyWayOutIsRefusedAtItsLine() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(atPath: course.root) }
        let outside = [
            "/", "/etc", "/tmp", course.root, course.root + "/outside", course.folder + "/..",
            course.folder + "/../outside",
            course.folder + "/kernels/../../outside", course.folder + "/link-out",
            course.folder + "/nested/../../outside",
        ]
        for kernels in outside {
            switch try Self.resolve(course, kernels: kernels) {
            case .success(let settings):
                Issue.record("\(kernels) accepted as \(settings.layout.kernels)")
            case .failure(let problem):
                #expect(problem.line == 3 && problem.key == "kernels")
                #expect(problem.message.contains("is outside the course folder"), "\(problem.message)")
                #expect(problem.message.contains("--kernels"))
            }
        }
    }

    @Test func everyWayThatStaysInsideIsTaken() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(atPath: course.root) }
        let inside = [
            course.folder, course.folder + "/kernels", course.folder + "/nested/deeper", course.folder + "/link-in",
            course.folder + "/nested/../kernels", course.folder + "/kernels/",
        ]
        for kernels in inside {
            let settings = try Self.resolve(course, kernels: kernels).get()
            #expect(settings.layout.kernels == kernels)
        }
    }

    /// `--kernels` on the command line is the builder's own choice, and may name any folder.
    @Test func theCommandLineMayNameAFolderOutside() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(atPath: course.root) }
        try "{\n  \"kernels\": \"/etc\"\n}\n".write(toFile: course.file, atomically: true, encoding: .utf8)
        var settings = Invocation.Settings()
        settings.typedOptions = ["--kernels=" + course.root + "/outside"]
        settings.build.layout.kernels = course.root + "/outside"
        let resolved = try LessonBuildMain.resolve(settings, file: course.file).get()
        #expect(resolved.layout.kernels == course.root + "/outside")
    }
}
