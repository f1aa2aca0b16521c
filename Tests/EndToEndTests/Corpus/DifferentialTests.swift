import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// The independent oracle: each runnable block compiled on its own as a `main.swift` program with the kernel
/// files by `swiftc`, run as a separate program; its standard output must equal the in-process transcript.
/// C stdio is unbuffered there (`stdbuf -o0`) as it is in the builder, so output written through different
/// routes keeps the order in which it was written.
@Suite struct DifferentialTests {
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels")

    /// The kernel files a lesson of `language` is compiled with, found here without the builder's code: the
    /// language's own folder (`Sources/Kernels/az/`) when it holds Swift files, else the shared ones.
    func kernelFiles(language: String? = nil) throws -> [String] {
        func swiftFiles(_ folder: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0.hasSuffix(".swift")
            }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
        if let language, case let own = swiftFiles(kernels.appendingPathComponent(language)), !own.isEmpty {
            return own
        }
        return swiftFiles(kernels)
    }

    /// Compiles and runs every block in the given lessons, two at a time; returns the differences found.
    func compareWithStandalonePrograms(_ course: Course) throws -> (compared: Int, mismatches: [String]) {
        var jobs: [(name: String, code: String, transcript: String, kernels: [String], mode: String, refused: Bool)] =
            []
        for lesson in course.lessons {
            let kernelPaths = try kernelFiles(language: lesson.key.split(separator: "/").first.map(String.init))
            for runnable in lesson.runnables {
                let transcript = try #require(
                    runnable.transcript, "\(lesson.displayPath):\(runnable.code.openingLine) has no transcript")
                jobs.append(
                    (
                        "\(lesson.displayPath):\(runnable.code.openingLine)", runnable.code.code, transcript.code,
                        kernelPaths,
                        runnable.languageMode(courseDefault: course.configuration.swiftLanguageMode).rawValue,
                        runnable.expectsCompileError
                    ))
            }
        }
        let jobList = jobs
        let results = UnsafeSendableBox([String?](repeating: nil, count: jobs.count))
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobList[index]
            let problem: String?
            do {
                if job.refused {
                    // A compile-error block: what the compiler says, in a folder of `main.swift` and the kernels.
                    var kernelTexts: [String: String] = [:]
                    for path in job.kernels {
                        let url = URL(fileURLWithPath: path)
                        kernelTexts[url.deletingPathExtension().lastPathComponent] = try String(
                            contentsOf: url, encoding: .utf8)
                    }
                    let said = try standaloneCompile(job.code, kernels: kernelTexts, mode: job.mode)
                    let trimmed = { (text: String) in
                        LineDiff.lines(text).map { String($0.reversed().drop { $0 == " " }.reversed()) }
                    }
                    problem =
                        said.status == 0
                        ? "\(job.name): the compile-error block compiles"
                        : trimmed(said.error) == trimmed(job.transcript)
                            ? nil
                            : "\(job.name):\n"
                                + LineDiff.unified(
                                    old: trimmed(job.transcript), new: trimmed(said.error), oldStart: 1, newStart: 1,
                                    oldLabel: "transcript", newLabel: "standalone compiler")
                    lock.lock()
                    results.value[index] = problem
                    lock.unlock()
                    return
                }
                var files = ["main.swift": job.code]
                for path in job.kernels {
                    files[URL(fileURLWithPath: path).lastPathComponent] = try String(
                        contentsOfFile: path, encoding: .utf8)
                }
                let (built, compiled) = try OracleCache.compile(
                    files: files,
                    arguments: ["-swift-version", job.mode, "-o", "main", "main.swift"]
                        + files.keys.sorted().filter {
                            $0 != "main.swift"
                        })
                // Run where the compiler wrote it: a copy being written while another thread forks could not be
                // executed ("Text file busy").
                let binary = built.appendingPathComponent("main").path
                if compiled.status != 0 {
                    problem = "\(job.name): swiftc failed:\n\(compiled.error)"
                } else {
                    let ran = try run(
                        "/usr/bin/env", ["stdbuf", "-o0", binary], environment: ["SWIFT_BACKTRACE": "enable=no"])
                    let expected = LineDiff.lines(job.transcript)
                    let actual = LineDiff.lines(ran.output)
                    problem =
                        expected == actual
                        ? nil
                        : "\(job.name):\n"
                            + LineDiff.unified(
                                old: expected, new: actual, oldStart: 1, newStart: 1, oldLabel: "in-process transcript",
                                newLabel: "standalone program")
                            + "\n(the standalone program's exit status \(ran.status); its standard error:\n\(ran.error))"
                }
            } catch {
                problem = "\(job.name): \(error)"
            }
            lock.lock()
            results.value[index] = problem
            lock.unlock()
        }
        return (jobs.count, results.value.compactMap { $0 })
    }

    @Test func repositoryLessonsPrintWhatStandaloneProgramsPrint() throws {
        let course = Course.load(
            CourseLayout(
                lessonsDirectory: packageRoot.appendingPathComponent("lessons").path,
                kernelsDirectory: kernels.path))
        let (compared, mismatches) = try compareWithStandalonePrograms(course)
        #expect(compared > 0)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Fills a fixture lesson in a scratch copy with the in-process builder, then compares every block
    /// with its standalone program. Returns the filled course for further checks.
    func fillFixtureAndCompare(_ file: String, blocks: Int) throws -> Course {
        let copy = try scratchCopy(of: packageRoot.appendingPathComponent("Tests/Fixtures/lessons"))
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let lesson = copy.appendingPathComponent(file)
        let filled = try fixtures(["fill", "--lessons", copy.path, "--kernels", kernels.path, lesson.path])
        #expect(filled.status == 0, "\(filled.output)")
        let course = Course.load(
            CourseLayout(lessonsDirectory: copy.path, kernelsDirectory: kernels.path), selection: [lesson.path])
        #expect(course.lessons.flatMap(\.runnables).allSatisfy { $0.transcript != nil })
        let (compared, mismatches) = try compareWithStandalonePrograms(course)
        #expect(compared == blocks)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        return course
    }

    /// The capture routes fixture: every output route, and an output larger than a pipe buffer.
    @Test func everyOutputRouteMatchesAStandaloneProgram() throws {
        let course = try fillFixtureAndCompare("tr/01-routes.md", blocks: 3)
        let runnables = course.lessons.flatMap(\.runnables)
        #expect(runnables.count == 3)
        #expect(runnables.last.map { LineDiff.lines($0.transcript!.code).count } == 20_000)
    }

    /// Types used before their declaration, protocols, extensions, top-level await: what a `main.swift` may do.
    @Test func topLevelDeclarationsBehaveAsInAStandaloneProgram() throws {
        _ = try fillFixtureAndCompare("tr/03-declarations.md", blocks: 3)
    }
}

final class UnsafeSendableBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
