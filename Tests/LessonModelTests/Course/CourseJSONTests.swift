import Testing

@testable import LessonModel

/// `course.json` as an adversary writes it: every case is an error at its line, never a crash.
@Suite struct CourseJSONTests {
    func problem(_ text: String) -> CourseConfiguration.Problem? {
        do {
            _ = try CourseConfiguration.parse(text, file: "course.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aNulInAFolderNameIsAnErrorAtItsLine() {
        let found = problem("{\n  \"kernels\": \"kernels\",\n  \"lessons\": \"lessons\\u0000/..\"\n}\n")
        #expect(found?.line == 3)
        #expect(found?.key == "lessons")
        #expect(found?.message == "must not hold a NUL character (\\u0000)")
    }

    @Test(arguments: [
        ("{\"title\": \"\\uD800\"}", "a \\u escape of a high surrogate without the low one after it"),
        ("{\"title\": \"\\uD800\\u0041\"}", "a \\u escape of a high surrogate without the low one after it"),
        ("{\"title\": \"\\uDBFF\\uD800\"}", "a \\u escape of a high surrogate without the low one after it"),
        ("{\"title\": \"\\uDC00\"}", "a \\u escape of a low surrogate without the high one before it"),
        ("{\"title\": \"\\u+041\"}", "expected four hex digits after \\u"),
        ("{\"title\": \"\\u00\"}", "expected four hex digits after \\u"),
    ])
    func surrogatesAndBadEscapesAreErrors(text: String, message: String) {
        #expect(throws: JSONSyntaxError(line: 1, message: message)) { try JSONDocument.parse(text) }
    }

    @Test func aSurrogatePairIsOneCharacter() throws {
        let node = try JSONDocument.parse("[\"\\uD83D\\uDE00\", \"\\u00e7\"]")
        #expect(node.value == .array([JSONNode(value: .string("😀"), line: 1), JSONNode(value: .string("ç"), line: 1)]))
    }

    /// 100 000 keys, the last one a duplicate of the first: read whole, the duplicate named at its line.
    @Test func manyKeysAreReadAndADuplicateIsFound() throws {
        let keys = (0..<100_000).map { "\"k\($0)\": \($0)" }
        let whole = try JSONDocument.parse("{\n" + keys.joined(separator: ",\n") + "\n}")
        guard case .object(let members) = whole.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == 100_000 && members.last?.keyLine == 100_001)
        #expect(throws: JSONSyntaxError(line: 100_002, message: "the key \"k0\" appears twice")) {
            try JSONDocument.parse("{\n" + keys.joined(separator: ",\n") + ",\n\"k0\": 1\n}")
        }
    }
}
