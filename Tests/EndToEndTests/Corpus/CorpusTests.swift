import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// The differential corpus (`Tests/Differential/Corpus`): ordinary `main.swift` programs covering the
/// language. Each is put into a lesson as a runnable block (the `// main.swift` line, then the program),
/// `fill` writes what the builder prints, and the independent oracle — the block compiled alone with
/// `swiftc -swift-version 5 -module-name main main.swift` and run as its own process — must print exactly
/// the same. The course's kernels are present in the builder, as they are for a real lesson, and must not
/// change what any program means.
@Suite struct CorpusTests {
    static let corpus = packageRoot.appendingPathComponent("Tests/Differential/Corpus")

    static func programs() -> [(name: String, code: String)] {
        let files = FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(name).path) else {
                return nil
            }
            return (name, "// main.swift — \(name)\n" + String(decoding: data, as: UTF8.self))
        }
    }

    @Test func everyCorpusProgramPrintsWhatItPrintsAlone() throws {
        let programs = Self.programs()
        #expect(programs.count >= 300, "the corpus has \(programs.count) programs")
        // Ten programs a lesson, each block followed by prose so that transcripts are told apart.
        var lessons: [String: String] = [:]
        var names: [String] = []
        for (index, chunk) in stride(from: 0, to: programs.count, by: 10).enumerated() {
            var text = "# Corpus \(index)\n\n"
            for program in programs[chunk..<min(chunk + 10, programs.count)] {
                var code = program.code
                if !code.hasSuffix("\n") { code += "\n" }
                // A fence longer than any run of backticks in the program (one that renders Markdown holds some).
                let lines = code.components(separatedBy: "\n")
                let longest = lines.map { line in line.drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
                let fence = String(repeating: "`", count: max(3, longest + 1))
                text += fence + "swift\n" + code + fence + "\n\nProse.\n\n"
                names.append(program.name)
            }
            lessons[String(format: "tr/%03d-corpus.md", index + 1)] = text
        }
        let course = try temporaryCourse(lessons)
        defer { try? FileManager.default.removeItem(at: course) }
        let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path
        let filled = try run(
            productsDirectory.appendingPathComponent("lessonbuild").path,
            ["fill", "--kernels", kernels], in: course)
        #expect(filled.status == 0, "\(Self.errors(in: filled.output).suffix(6000))")

        let loaded = Course.load(
            CourseLayout(
                lessonsDirectory: course.appendingPathComponent("lessons").path,
                kernelsDirectory: kernels))
        let runnables = loaded.lessons.flatMap(\.runnables)
        #expect(runnables.count == programs.count)
        let jobs = runnables.enumerated().map { (index, runnable) in
            (
                name: index < names.count ? names[index] : "?", code: runnable.code.code,
                transcript: runnable.transcript?.code
            )
        }
        let standalone = CorpusOracle.outputs
        let mismatches = jobs.compactMap { job in
            Oracle.compare(standalone[job.name], code: job.code, transcript: job.transcript, name: job.name)
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(jobs.count) differ:\n\(mismatches.prefix(20).joined(separator: "\n"))")

        // A retry is no place for a reader bug to hide: every program that compiled only through one is a
        // documented case (`Tests/Differential/compiled-through-retry.txt`), and every documented case still needs it.
        let record = course.appendingPathComponent(".build/lessonbuild/\(BlockCompiler.retriesRecord)")
        let retried = try RetryRecord.read(
            record, names: Dictionary(uniqueKeysWithValues: zip(runnables.map { BlockProgram.hex($0.digest) }, names)))
        let documented = try RetryRecord.documented()
        let undocumented = retried.filter { documented[$0.key] != $0.value }.map {
            "\($0.key) compiled only through the \($0.value) retry"
        }
        let stale = documented.filter { retried[$0.key] != $0.value }.map {
            "\($0.key) is documented for the \($0.value) retry but compiled \(retried[$0.key].map { "through the \($0) one" } ?? "without it")"
        }
        #expect(undocumented.isEmpty && stale.isEmpty, "\((undocumented + stale).sorted().joined(separator: "\n"))")
    }
}

/// Each corpus program's standalone output, by name: compiled and run once a test process, for the corpus
/// test and for the re-layouts of the same programs (`LayoutIndependenceTests`), whose oracle it is too.
enum CorpusOracle {
    static let outputs: [String: (compiled: Bool, output: String, error: String, status: Int32)] = {
        let programs = CorpusTests.programs()
        let results = UnsafeSendableBox(
            [(compiled: Bool, output: String, error: String, status: Int32)?](repeating: nil, count: programs.count))
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: programs.count) { index in
            let outcome =
                (try? Oracle.output(of: programs[index].code))
                ?? (compiled: false, output: "", error: "the oracle could not run", status: -1)
            lock.lock()
            results.value[index] = outcome
            lock.unlock()
        }
        return Dictionary(uniqueKeysWithValues: zip(programs.map(\.name), results.value.map { $0! }))
    }()
}

/// The programs that compile only through one of the compiler's retries (`BlockCompiler.Retry`).
enum RetryRecord {
    /// Program name → retry, from the build cache's record (digests named by `names`).
    static func read(_ file: URL, names: [String: String]) throws -> [String: String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2 else { continue }
            result[names[String(fields[0])] ?? String(fields[0])] = String(fields[1])
        }
        return result
    }

    /// Program name → retry, as `Tests/Differential/compiled-through-retry.txt` documents them
    /// (`<path under Corpus> <retry> — <why>`, `#` comments).
    static func documented() throws -> [String: String] {
        let file = packageRoot.appendingPathComponent("Tests/Differential/compiled-through-retry.txt")
        var result: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            result[String(fields[0])] = String(fields[1])
        }
        return result
    }
}

/// Compiles a block alone as `main.swift` (module `main`, Swift 5 mode) and runs it with unbuffered stdout,
/// standard error merged into it.
enum Oracle {
    static func output(of code: String) throws -> (compiled: Bool, output: String, error: String, status: Int32) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (built, compiled) = try OracleCache.compile(
            files: ["main.swift": code],
            arguments: [
                "-swift-version", "5", "-module-name", "main", "-suppress-warnings", "main.swift", "-o", "main",
            ])
        guard compiled.status == 0 else { return (false, "", compiled.error, compiled.status) }
        // Run from a folder of its own (a program may write beside itself), never from the kept entry. A link,
        // not a copy: a file being written while another thread forks cannot be executed ("Text file busy").
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("main"), withDestinationURL: built.appendingPathComponent("main"))
        // What a terminal shows: standard output unbuffered and standard error, in the order written. The
        // test process blocks some signals, which a child inherits: the program starts as from a shell, with
        // none blocked and default dispositions.
        let clean =
            "import os, signal; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
            + "signal.signal(signal.SIGPIPE, signal.SIG_DFL); os.execvp('sh', ['sh', '-c', 'exec stdbuf -o0 ./main 2>&1'])"
        let ran = try run(
            "/usr/bin/env", ["python3", "-c", clean], in: directory,
            environment: [
                "SWIFT_BACKTRACE": "enable=no", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ])
        return (true, ran.output, ran.error, ran.status)
    }

    /// nil when the builder's transcript equals the standalone program's output (`oracle`, the output of
    /// `code`; found here when not given).
    static func compare(
        _ given: (compiled: Bool, output: String, error: String, status: Int32)? = nil, code: String,
        transcript: String?, name: String
    ) -> String? {
        do {
            let oracle = try given ?? output(of: code)
            guard oracle.compiled else { return "\(name): does not compile alone:\n\(oracle.error)" }
            guard let transcript else { return "\(name): the builder wrote no transcript" }
            let expected = LineDiff.lines(oracle.output)
            let actual = LineDiff.lines(transcript)
            if expected == actual { return nil }
            return "\(name):\n"
                + LineDiff.unified(
                    old: expected, new: actual, oldStart: 1, newStart: 1,
                    oldLabel: "standalone program", newLabel: "builder's transcript")
        } catch {
            return "\(name): \(error)"
        }
    }
}

extension CorpusTests {
    /// What `fill` printed without its warnings and their notes (the corpus's programs have many; the errors
    /// and the summary are the news). A diagnostic is its `file:line:column: kind:` line and the lines up to
    /// the next one.
    static func errors(in output: String) -> String {
        var kept: [Substring] = []
        var inWarning = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let kind = line.firstMatch(of: #/^\S+:\d+:(?:\d+:)? (error|warning|note):/#)?.output.1 {
                inWarning = kind != "error"
            } else if line.firstMatch(of: #/^(Filled|Ran|\d+ passed)/#) != nil {
                inWarning = false
            }
            if !inWarning { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }
}
