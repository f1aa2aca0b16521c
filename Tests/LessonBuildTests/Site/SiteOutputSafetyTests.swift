import Foundation
import Testing

@testable import LessonBuild
@testable import LessonBuildCommandLine
@testable import SiteRenderer

/// `build --output`: which folders may be replaced (item 1), what the messages say (item 17), and that
/// staging folders of killed runs go away (item 7).
@Suite struct SiteOutputSafetyTests {
    /// A project layout in a scratch folder: `project/{lessons,Sources/Kernels,.git}`.
    func project() throws -> (Scratch, String) {
        let scratch = try Scratch()
        let root = scratch.path + "/project"
        for folder in ["lessons/tr", "Sources/Kernels", ".git"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try scratch.write("# A\n", to: "project/lessons/tr/01-a.md")
        return (scratch, root)
    }

    func refusal(_ output: String, root: String) -> String? {
        SiteOutputCheck.refusal(
            output: output, packageRoot: root, lessons: root + "/lessons", kernels: root + "/Sources/Kernels")
    }

    @Test func theProjectTheLessonsAndTheKernelsAreRefusedHoweverWritten() throws {
        let (scratch, root) = try project()
        defer { scratch.remove() }
        for output in [
            root, root + "/.", root + "/lessons/..", root + "/..", "/", root + "/lessons", root + "/lessons/tr",
            root + "/lessons/site", root + "/Sources", root + "/Sources/Kernels", root + "/.git", root + "/docs/site",
            root + "/site/../lessons",
        ] {
            #expect(refusal(output, root: root) != nil, "\(output) was accepted")
        }
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: root)
        #expect(refusal(scratch.path + "/link", root: root) != nil)
        #expect(
            refusal(scratch.path + "/link/site", root: root) == nil,
            "the project's site/ through a link is the project's site/")
    }

    @Test func siteAndFreshFoldersAreAccepted() throws {
        let (scratch, root) = try project()
        defer { scratch.remove() }
        #expect(refusal(root + "/site", root: root) == nil)
        #expect(refusal(scratch.path + "/elsewhere/new", root: root) == nil)
        try FileManager.default.createDirectory(atPath: scratch.path + "/empty", withIntermediateDirectories: true)
        #expect(refusal(scratch.path + "/empty", root: root) == nil)
    }

    @Test func aNonEmptyFolderIsReplacedOnlyWhenItIsASite() throws {
        let (scratch, root) = try project()
        defer { scratch.remove() }
        try scratch.write("notes\n", to: "documents/notes.txt")
        let message = try #require(refusal(scratch.path + "/documents", root: root))
        #expect(message.contains(SiteWriter.marker))
        try SiteWriter.replace(scratch.path + "/built") { emit in emit(SiteFile(path: "index.html", contents: "x")) }
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/built/" + SiteWriter.marker))
        #expect(refusal(scratch.path + "/built", root: root) == nil)
    }

    @Test func aPreviousSiteThatCannotBeRemovedIsReportedAsReplaced() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let site = scratch.path + "/site"
        try SiteWriter.replace(site) { emit in emit(SiteFile(path: "index.html", contents: "old")) }
        struct ReadOnly: Error, CustomStringConvertible { var description: String { "Permission denied" } }
        let result = try SiteWriter.replace(site, remove: { _ in throw ReadOnly() }) { emit in
            emit(SiteFile(path: "index.html", contents: "new"))
        }
        #expect(scratch.read("site/index.html") == "new")
        let warning = try #require(result.warning)
        guard case .previousLeftBehind(let leftover, let reason) = warning else {
            Issue.record("\(warning)")
            return
        }
        #expect(reason.contains("Permission denied"))
        #expect((try? String(contentsOfFile: leftover + "/index.html", encoding: .utf8)) == "old")
    }

    @Test func aFailedWriteLeavesThePreviousSiteAndNoStagingFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let site = scratch.path + "/site"
        try SiteWriter.replace(site) { emit in emit(SiteFile(path: "index.html", contents: "old")) }
        #expect(throws: SiteWriter.Failure.self) {
            // A file where a folder must go: the write fails part way through.
            try SiteWriter.replace(site) { emit in
                emit(SiteFile(path: "tr", contents: "file"))
                emit(SiteFile(path: "tr/index.html", contents: "new"))
            }
        }
        #expect(scratch.read("site/index.html") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["lessons", "site"])
    }

    @Test func stagingFoldersOfDeadRunsAreRemoved() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dead = try deadProcessID()
        try scratch.write("half", to: ".site.building-\(dead)/index.html")
        try scratch.write("old", to: ".site.previous-\(dead)/index.html")
        try scratch.write("keep", to: ".site.building-\(getppid())/index.html")  // a live process's: kept
        try SiteWriter.replace(scratch.path + "/site") { emit in emit(SiteFile(path: "index.html", contents: "new")) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
                ".site.building-\(getppid())", "lessons", "site",
            ])
    }
}

@Suite struct KernelsOptionTests {
    // Item 16: a missing --kernels folder is a usage error, not a course without kernels.
    @Test func aMissingKernelsFolderIsAUsageError() throws {
        // Parsing is pure; the folder is looked at when the command runs, before anything else.
        #expect(throws: UsageError.self) {
            try LessonBuildMain.checkFolders(CommandLineParser.parse(["check", "--kernels", "/nonexistent/kernels"]))
        }
        #expect(throws: UsageError.self) {
            try LessonBuildMain.checkFolders(CommandLineParser.parse(["build", "--kernels=/nonexistent"]))
        }
        let scratch = try Scratch()
        defer { scratch.remove() }
        guard case .check(let settings) = try CommandLineParser.parse(["check", "--kernels", scratch.path]) else {
            Issue.record("not a check")
            return
        }
        #expect(settings.layout.kernels == scratch.path)
    }
}
