import Testing
@testable import LessonBuild

@Suite struct CommandLineParserTests {
    @Test func checkWithOptionsAndLessons() throws {
        let invocation = try CommandLineParser.parse(["check", "--timeout", "2.5", "--lessons=other", "other/tr/01-a.md"])
        var settings = Invocation.Settings()
        settings.timeout = 2.5
        settings.layout.lessons = "other"
        settings.selection = ["other/tr/01-a.md"]
        #expect(invocation == .check(settings))
    }

    @Test func fillUpdate() throws {
        #expect(try CommandLineParser.parse(["fill", "--update"]) == .fill(Invocation.Settings(), update: true))
    }

    @Test func previewOptions() throws {
        #expect(try CommandLineParser.parse(["preview"]) == .preview(Invocation.Settings(), output: ".build/lessonbuild/preview-site", host: "127.0.0.1", port: nil))
        var settings = Invocation.Settings()
        settings.layout.lessons = "course/lessons"
        settings.layout.kernels = "/tmp"
        #expect(try CommandLineParser.parse(["preview", "--port", "0", "--host=::1", "--lessons", "course/lessons", "--kernels", "/tmp", "--output", "out"])
                == .preview(settings, output: "out", host: "::1", port: 0))
        #expect(try CommandLineParser.parse(["build"]) == .build(Invocation.Settings(), output: "site"))
        #expect(CommandLineParser.help("preview").contains("--port"))
        #expect(!CommandLineParser.help("build").contains("--port"))
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
        ["preview", "--port", "65536"], ["preview", "--port", "http"], ["preview", "lessons/tr/01-a.md"], ["check", "--port", "8000"],
    ])
    func usageErrors(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    }
}
