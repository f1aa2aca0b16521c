import Foundation
import Testing

/// Programs whose standalone behaviour is not "prints the same" (`Tests/Differential/Special`): each first
/// line says what a `main.swift` does (`// expect: nondeterministic`, `exit N`, `trap "TEXT"`, `hang`), and
/// the builder must treat the block the same way: never fill output that follows hash order and report it on
/// every check, keep what was printed before `exit(0)`, fail naming another exit status, report a trap with
/// the runtime's message, stop a hang at the time limit.
@Suite struct SpecialCasesTests {
    static let folder = packageRoot.appendingPathComponent("Tests/Differential/Special")

    static func programs() -> [(name: String, expectation: String, code: String)] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        return names.compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                let first = text.split(separator: "\n").first, first.hasPrefix("// expect: ")
            else { return nil }
            let expectation = String(first.dropFirst("// expect: ".count).prefix { $0 != "—" }).trimmingCharacters(
                in: .whitespaces)
            return (name, expectation, "// main.swift — \(name)\n" + text)
        }
    }

    @Test func everySpecialProgramIsTreatedAsItsStandaloneBehaviourRequires() throws {
        let programs = Self.programs()
        #expect(programs.count >= 10)
        var lessons: [String: String] = [:]
        for (index, program) in programs.enumerated() {
            lessons[String(format: "tr/%02d-ozel.md", index + 1)] = "# Özel\n\n```swift\n\(program.code)```\n"
        }
        let course = try temporaryCourse(lessons)
        defer { try? FileManager.default.removeItem(at: course) }
        let builder = productsDirectory.appendingPathComponent("lessonbuild").path
        let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path
        let filled = try run(builder, ["fill", "--kernels", kernels, "--timeout", "3"], in: course)
        #expect(filled.status == 1)
        for (index, program) in programs.enumerated() {
            let file = String(format: "lessons/tr/%02d-ozel.md", index + 1)
            let text = try String(contentsOf: course.appendingPathComponent(file), encoding: .utf8)
            let report = filled.output.components(separatedBy: "\n").filter { $0.hasPrefix(file + ":") }.joined(
                separator: "\n")
            let expectation = program.expectation
            if expectation == "nondeterministic" {
                #expect(!text.contains("```text"), "\(program.name): output in hash order was written")
                #expect(report.contains("nondeterministic output"), "\(program.name): \(report)")
            } else if expectation == "exit 0" {
                let oracle = try Oracle.output(of: program.code)
                #expect(text.contains("```text\n" + oracle.output), "\(program.name): \(text)")
            } else if expectation.hasPrefix("exit ") {
                #expect(!text.contains("```text"))
                #expect(report.contains("exit status \(expectation.dropFirst(5))"), "\(program.name): \(report)")
            } else if expectation.hasPrefix("trap") {
                #expect(!text.contains("```text"))
                let message = expectation.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
                let detail = filled.output.components(separatedBy: file + ":").dropFirst().first ?? ""
                #expect(
                    report.contains("trapped") || report.contains("threw an error at top level"),
                    "\(program.name): \(report)")
                #expect(
                    message.isEmpty || detail.contains(message.replacingOccurrences(of: "Fatal error: ", with: "")),
                    "\(program.name): \(detail.prefix(800))")
            } else if expectation == "hang" {
                #expect(report.contains("did not finish within 3 s"), "\(program.name): \(report)")
            } else {
                Issue.record("\(program.name): unknown expectation '\(expectation)'")
            }
        }
        // `check` reports output in hash order every time, not by chance.
        let dictionary = try #require(programs.firstIndex { $0.name == "dictionary-two-keys-iterated.swift" })
        let file = course.appendingPathComponent(String(format: "lessons/tr/%02d-ozel.md", dictionary + 1))
        let oracle = try Oracle.output(of: programs[dictionary].code)
        try Data(("# Özel\n\n```swift\n\(programs[dictionary].code)```\n\n```text\n" + oracle.output + "```\n").utf8)
            .write(to: file)
        for _ in 0..<8 {
            let checked = try run(builder, ["check", "--kernels", kernels, file.path], in: course)
            #expect(checked.status == 1)
            #expect(checked.output.contains("nondeterministic output"), "\(checked.output)")
        }
    }
}
