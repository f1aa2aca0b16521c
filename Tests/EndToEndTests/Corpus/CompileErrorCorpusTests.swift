import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// The differential corpus of programs the compiler refuses (`Tests/Differential/CompileErrors/`, Swift 5
/// and Swift 6 modes): every program becomes a compile-error block, `fill` writes its transcript, and each
/// transcript must be byte for byte what the standalone compiler (`standaloneCompile`, run here) prints.
@Suite struct CompileErrorCorpusTests {
    let corpus = packageRoot.appendingPathComponent("Tests/Differential/CompileErrors")

    func programs(_ mode: String) -> [(name: String, code: String)] {
        let folder = corpus.appendingPathComponent("swift" + mode)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        return names.compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    @Test(arguments: ["5", "6"])
    func everyTranscriptIsWhatTheStandaloneCompilerPrints(mode: String) throws {
        let programs = programs(mode)
        #expect(programs.count >= (mode == "5" ? 85 : 45), "the corpus holds \(programs.count) Swift \(mode) programs")
        // Twenty blocks a lesson, each program under a heading naming its file.
        var lessons: [String: String] = [:]
        for (chunk, start) in stride(from: 0, to: programs.count, by: 20).enumerated() {
            var text = "# Corpus \(chunk + 1)\n\n"
            for program in programs[start..<min(start + 20, programs.count)] {
                text += "## \(program.name)\n\n```swift compile-error swift\(mode)\n\(program.code)```\n\n"
            }
            lessons["en/\(String(format: "%02d", chunk + 1))-corpus.md"] = text
        }
        let course = try temporaryCourse(lessons)
        defer { try? FileManager.default.removeItem(at: course) }
        let builder = productsDirectory.appendingPathComponent("lessonbuild").path
        let filled = try run(builder, ["fill"], in: course)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")

        let loaded = Course.load(CourseLayout(lessonsDirectory: course.appendingPathComponent("lessons").path))
        let filledBlocks = loaded.lessons.flatMap(\.runnables)
        #expect(filledBlocks.count == programs.count)
        let expected = UnsafeSendableBox([String?](repeating: nil, count: filledBlocks.count))
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: filledBlocks.count) { index in
            let said = try? standaloneCompile(filledBlocks[index].code.code, mode: mode)
            lock.lock()
            expected.value[index] = said.map { $0.status == 0 ? "(compiles)" : $0.error }
            lock.unlock()
        }
        var mismatches: [String] = []
        for (block, oracle) in zip(filledBlocks, expected.value) {
            let name = block.code.firstLine
            guard let oracle, oracle != "(compiles)" else {
                mismatches.append("\(name): the standalone compiler accepts it")
                continue
            }
            guard let transcript = block.transcript?.code else {
                mismatches.append("\(name): no transcript was written")
                continue
            }
            if transcript != oracle {
                mismatches.append(
                    "\(name):\n"
                        + LineDiff.unified(
                            old: LineDiff.lines(oracle), new: LineDiff.lines(transcript), oldStart: 1, newStart: 1,
                            oldLabel: "standalone compiler", newLabel: "filled transcript"))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // A second check compiles nothing again and passes.
        let checked = try run(builder, ["check"], in: course)
        #expect(checked.status == 0, "\(checked.output)")
    }
}
