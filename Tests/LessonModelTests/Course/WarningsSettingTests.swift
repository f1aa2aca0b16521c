import Testing

@testable import LessonModel

/// `course.json`'s `warnings`: exactly `"warning"` or `"error"`; every near miss is an error at its line,
/// under its key, never read as either.
@Suite struct WarningsSettingTests {
    func parsed(_ value: String) -> Result<CourseConfiguration, CourseConfiguration.Problem> {
        Result { () throws(CourseConfiguration.Problem) in
            try CourseConfiguration.parse("{\n  \"warnings\": \(value)\n}\n", file: "course.json")
        }
    }

    @Test func theTwoWordsSetTheLevel() throws {
        #expect(try parsed("\"error\"").get().warningsAreErrors)
        #expect(try !parsed("\"warning\"").get().warningsAreErrors)
        #expect(try !CourseConfiguration.parse("{}", file: "course.json").warningsAreErrors)
    }

    /// Near misses made by rule from the two words: another case, a plural, a blank, a cut, and other JSON
    /// types.
    @Test func everyNearMissIsAnErrorAtItsLineAndKey() {
        var misses: [String] = []
        for word in ["error", "warning"] {
            misses += [
                word.uppercased(), word.capitalized, word + "s", " " + word, word + " ", String(word.dropLast()),
            ]
            .map { "\"\($0)\"" }
        }
        misses += ["true", "false", "1", "0", "null", "[\"error\"]", "{}", "\"\""]
        for miss in misses {
            guard case .failure(let problem) = parsed(miss) else {
                Issue.record("\(miss) was accepted")
                continue
            }
            #expect(problem.key == "warnings", "\(miss)")
            #expect(problem.line == 2, "\(miss)")
        }
    }
}
