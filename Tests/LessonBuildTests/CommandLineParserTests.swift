import Foundation
import Testing

@testable import LessonBuild
@testable import LessonBuildCommandLine

@Suite struct CommandLineParserTests {
    @Test func checkWithOptionsAndLessons() throws {
        let invocation = try CommandLineParser.parse([
            "check", "--timeout", "2.5", "--lessons=other", "other/tr/01-a.md",
        ])
        var settings = Invocation.Settings()
        settings.timeout = 2.5
        settings.layout.lessons = "other"
        settings.selection = ["other/tr/01-a.md"]
        #expect(invocation == .check(settings))
    }

    @Test(arguments: ["latest", "1.0", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0+", "1.0.0-be ta", "", "1.0.0.0"])
    func initRefusesAVersionSwiftPMWouldNotRead(version: String) {
        #expect(throws: UsageError.self) {
            try CommandLineParser.parse([
                "init", "course", "--dependency", "https://example.org/lessonbuild.git", "--from", version,
            ])
        }
    }

    @Test(arguments: ["1.0.0", "0.9.12", "2.0.0-beta.1", "1.2.3-rc.1+build.5", "10.20.30"])
    func initTakesSemanticVersions(version: String) throws {
        let parsed = try CommandLineParser.parse([
            "init", "course", "--dependency", "https://example.org/l.git", "--from", version,
        ])
        #expect(
            parsed
                == .initCourse(
                    directory: "course", languages: ["en"], url: "https://example.org/l.git", version: version))
    }

    @Test func languagesAreCanonicalAndOnce() throws {
        let parsed = try CommandLineParser.parse(["init", "c", "--languages", "EN, pt-br,de"])
        #expect(parsed == .initCourse(directory: "c", languages: ["en", "pt-BR", "de"], url: nil, version: nil))
        for twice in ["en,en", "en,EN", "de, de"] {
            #expect(throws: UsageError.self) { try CommandLineParser.parse(["init", "c", "--languages", twice]) }
        }
    }

    /// What git clones, and near misses of it: a transport it does not speak, no host, spaces, a bare word.
    @Test func dependencyIsAURLGitClones() {
        for url in [
            "https://github.com/o/r.git", "http://host/r", "ssh://git@host/o/r.git", "git://host/r",
            "file:///srv/r.git", "git@github.com:o/r.git", "host:o/r",
        ] {
            #expect(CommandLineParser.isGitURL(url), "\(url)")
        }
        for url in [
            "not-a-url", "", "https://", "https:///path", "ftp://host/r", "file://relative", "git@github.com:",
            "https://host/a b", "/local/path", "./r", ":r", "@host:r",
        ] {
            #expect(!CommandLineParser.isGitURL(url), "\(url)")
        }
    }

    /// A command or option one edit off names the one meant; an option of another command says whose it is.
    @Test func didYouMean() {
        func message(_ arguments: [String]) -> String {
            do {
                _ = try CommandLineParser.parse(arguments)
                return ""
            } catch { return error.message }
        }
        for (typed, meant) in [("chek", "check"), ("buidl", "build"), ("preveiw", "preview"), ("fil", "fill")] {
            #expect(message([typed]).contains("did you mean '\(meant)'"), "\(typed)")
        }
        for (typed, meant) in [("--timout", "--timeout"), ("--kernel", "--kernels"), ("--sandbx", "--sandbox")] {
            #expect(message(["check", typed]).contains("did you mean '\(meant)'"), "\(typed)")
        }
        #expect(message(["check", "--output", "x"]).contains("an option of 'build', 'preview'"))
        #expect(!message(["check", "--zzzzzz"]).contains("did you mean"))
        #expect((try? CommandLineParser.parse(["--version"])) == .version)
    }

    @Test func fillUpdate() throws {
        #expect(try CommandLineParser.parse(["fill", "--update"]) == .fill(Invocation.Settings(), update: true))
    }

    @Test func previewOptions() throws {
        #expect(
            try CommandLineParser.parse(["preview"])
                == .preview(
                    Invocation.Settings(), output: ".build/lessonbuild/preview-site", host: "127.0.0.1", port: nil))
        var settings = Invocation.Settings()
        settings.layout.lessons = "course/lessons"
        settings.layout.kernels = "/tmp"
        #expect(
            try CommandLineParser.parse([
                "preview", "--port", "0", "--host=::1", "--lessons", "course/lessons", "--kernels", "/tmp", "--output",
                "out",
            ])
                == .preview(settings, output: "out", host: "::1", port: 0))
        #expect(try CommandLineParser.parse(["build"]) == .build(Invocation.Settings(), output: "site"))
        #expect(CommandLineParser.help("preview").contains("--port"))
        #expect(!CommandLineParser.help("build").contains("--port"))
        // `init` takes the new course's folder, and its usage line says so.
        #expect(CommandLineParser.help("init").contains("Usage: swift run lessonbuild init [options] DIR\n"))
    }

    @Test func helpEverywhere() throws {
        #expect(try CommandLineParser.parse([]) == .help(topic: nil))
        #expect(try CommandLineParser.parse(["--help"]) == .help(topic: nil))
        #expect(try CommandLineParser.parse(["fill", "-h"]) == .help(topic: "fill"))
        #expect(try CommandLineParser.parse(["help", "check"]) == .help(topic: "check"))
        #expect(CommandLineParser.help("fill").contains("--update"))
        #expect(!CommandLineParser.help("check").contains("--update"))
    }

    @Test(arguments: [
        ["frobnicate"], ["check", "--update"], ["check", "--timeout"], ["check", "--timeout", "-1"],
        ["check", "--timeout", "soon"], ["fill", "--update=yes"], ["build", "lessons/tr/01-a.md"], ["help", "nope"],
        ["preview", "--port", "65536"], ["preview", "--port", "http"], ["preview", "lessons/tr/01-a.md"],
        ["check", "--port", "8000"],
    ])
    func usageErrors(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    }

    /// A kernels folder named in course.json must exist, as one named by `--kernels` must: without it every
    /// listing would silently become an unchecked excerpt.
    @Test func aMissingKernelsFolderInTheConfigurationIsAnErrorAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/course.json"
        try
            "{\n  \"languages\": [{\"code\": \"en\", \"name\": \"English\", \"title\": \"Course\"}],\n  \"kernels\": \"\(folder)/gone\"\n}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        switch LessonBuildMain.resolve(Invocation.Settings(), file: file) {
        case .success: Issue.record("a missing kernels folder was accepted")
        case .failure(let problem):
            #expect(
                DiagnosticFormat.text.render(problem.diagnostic)
                    == "\(file):3: error: kernels: no such folder: \(folder)/gone\n")
        }
        try FileManager.default.createDirectory(atPath: folder + "/gone", withIntermediateDirectories: true)
        let resolved = try LessonBuildMain.resolve(Invocation.Settings(), file: file).get()
        #expect(resolved.layout.kernels == folder + "/gone")
    }
}
