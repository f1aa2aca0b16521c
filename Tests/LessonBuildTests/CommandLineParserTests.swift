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
    ])
    func usageErrors(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    }
}
