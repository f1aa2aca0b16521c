import Testing

@testable import LessonModel

/// The byte-level prefilter of `ProcessWideState.firstUse` must never hide a use that the block's tokens show.
@Suite struct ProcessWideStateTests {
    /// Each name of the lists in many surroundings: alone, as a call, after a dot (with and without spaces
    /// or a comment between), inside longer identifiers, in backticks, strings, interpolations and comments,
    /// at the very start and end of the code, next to non-ASCII identifiers.
    static var snippets: [String] {
        let every = ProcessWideState.functions.sorted() + ProcessWideState.names.sorted()
        var found: [String] = []
        for name in every {
            found += [
                name, "\(name)(1)", "let x = \(name)()\n", "x.\(name)()", "x . \(name)()", "x.\n    \(name)()",
                "x./* c */\(name)()", "my\(name)()", "\(name)2()", "_\(name)", "é\(name)", "\(name)é", "`\(name)`()",
                "print(\"\(name)\")", "print(\"\\(\(name)())\")", "// \(name)()\nprint(1)", "/* \(name) */ print(2)",
                "let a = 1; \(name)(0)", "Foundation.\(name)(0)", "(\(name))", "[\(name)]", "\t\(name)\t",
                "0...\(name)()", "0 ... \(name)()", "x?.\(name)()", "f().\(name)", "a[0].\(name)", "x. \(name)",
                "x\n.\(name)", "Glibc.\(name)(1)", "Darwin . \(name)", "MyGlibc.\(name)()",
            ]
        }
        return found + [
            "", "print(Int.random(in: 1...3))", "let environment = 5\nprint(environment)",
            "struct Settings { var nice = true }", "@Environment(\\.locale) var locale",
        ]
    }

    @Test func prefilterKeepsEveryUseTheTokensShow() {
        for snippet in Self.snippets {
            #expect(
                ProcessWideState.firstUse(in: snippet) == ProcessWideState.firstUseInTokens(of: snippet), "\(snippet)")
        }
    }

    @Test func callsAreFoundAndMembersAreNot() {
        #expect(ProcessWideState.firstUse(in: "srand(42)\nprint(rand())") == "srand")
        #expect(ProcessWideState.firstUse(in: "let center = NotificationCenter.default") == "NotificationCenter")
        #expect(ProcessWideState.firstUse(in: "print(Int.random(in: 1...6))") == nil)
        #expect(ProcessWideState.firstUse(in: "for i in 1...rand() { print(i) }") == "rand")
        #expect(ProcessWideState.firstUse(in: "import Glibc\nGlibc.srand(7)") == "srand")
        #expect(ProcessWideState.firstUse(in: "// setenv(\"A\", \"1\", 1)\nprint(\"setenv\")") == nil)
    }
}
