import Foundation
import Testing

/// A lessons folder on a read-only mount (a container's `:ro` volume) is said to be one: no file mode
/// would help there, so `fill` must not tell the author to change it. The mount is made with bubblewrap
/// (what `--sandbox` uses), for the lessons folder only; each file mode a lesson may have is tried.
@Suite(.serialized) struct ReadOnlyMountTests {
    static let lesson = "# Mounted\n\n```swift\n// main.swift\nprint(\"hello\")\n```\n"

    @Test(arguments: [0o644, 0o600, 0o444])
    func fillSaysTheFileSystemIsReadOnly(mode: Int) throws {
        let course = try temporaryCourse(["en/01-mounted.md": Self.lesson])
        defer { try? FileManager.default.removeItem(at: course) }
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("kernels"), withIntermediateDirectories: true)
        let file = course.appendingPathComponent("lessons/en/01-mounted.md")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        let lessons = course.appendingPathComponent("lessons").path
        let result = try run(
            "/usr/bin/env",
            [
                "bwrap", "--dev-bind", "/", "/", "--ro-bind", lessons, lessons,
                productsDirectory.appendingPathComponent("lessonbuild").path, "fill", "--kernels", "kernels",
            ], in: course)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        let refusal = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(refusal.count == 1, "\(result.output)")
        let line = String(refusal.first ?? "")
        #expect(line.hasPrefix("lessons/en/01-mounted.md:1: error: cannot write the lesson: "), "\(line)")
        #expect(line.contains("is on a read-only file system"), "\(line)")
        #expect(!line.contains("mode"), "\(line)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.lesson)
    }

    /// The near miss: the same lesson read-only by its mode on a writable folder is still said to be that.
    @Test func aReadOnlyModeOnAWritableFolderIsStillTheMode() throws {
        let course = try temporaryCourse(["en/01-mounted.md": Self.lesson])
        defer { try? FileManager.default.removeItem(at: course) }
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("kernels"), withIntermediateDirectories: true)
        let file = course.appendingPathComponent("lessons/en/01-mounted.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let result = try run(
            productsDirectory.appendingPathComponent("lessonbuild").path, ["fill", "--kernels", "kernels"], in: course)
        #expect(result.output.contains("the file is read-only (mode 444)"), "\(result.output)")
        #expect(!result.output.contains("read-only file system"))
    }
}
