import Foundation
import LessonModel
import LessonSymbols
import Testing

@testable import LessonBuild

/// The oracle for the declarations the pages show: for every name whose shown declaration can be checked
/// at the end of its program, a probe `let _: <shown type> = <expression>` (for a function, its function
/// type; for a case, its enum) is appended to the block, and the standalone compiler must accept every
/// probe. The names come from the engine (`CourseNames`, SourceKit); the verdict from `swiftc -typecheck`.
@Suite(.serialized) struct NamesOracleTests {
    /// What is checked here is the names, not their bounds: time enough for a machine as busy as a shared
    /// CI runner (a piece past the time limit has no names, which these tests would take for a wrong answer).
    static let patient: CourseNames.Limits = {
        var limits = CourseNames.Limits()
        limits.names.timeout = 900
        return limits
    }()

    /// The repository's course: every runnable block against its language's kernels, and the kernel files.
    func courseSources() -> CourseNames.Sources {
        let layout = CourseLayout(
            lessonsDirectory: packageRoot.appendingPathComponent("lessons").path,
            kernelsDirectory: packageRoot.appendingPathComponent("Sources/Kernels").path)
        let course = Course.load(layout)
        return CourseNames.Sources(
            lessons: course.lessons, kernels: course.kernels, languageKernels: course.languageKernels,
            defaultMode: course.configuration.swiftLanguageMode)
    }

    /// Every third program of the differential corpus, as the blocks of a one-lesson course without kernels.
    func corpusSample() throws -> [String] {
        let corpus = packageRoot.appendingPathComponent("Tests/Differential/Corpus")
        let files = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try stride(from: 0, to: files.count, by: 3).map {
            try String(contentsOf: corpus.appendingPathComponent(files[$0]), encoding: .utf8)
        }
    }

    @Test func everyShownTypeIsOneTheStandaloneCompilerAccepts() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("names-oracle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let course = courseSources()
        var programs: [(code: String, kernels: [String: String], mode: String, names: CodeNames)] = []
        let resolved = CourseNames.resolve(course, cacheDirectory: cache.path, limits: Self.patient)
        #expect(resolved.warning == nil)
        #expect(resolved.problems.isEmpty, "\(resolved.problems)")
        for lesson in course.lessons {
            let language = lesson.path!.language
            for runnable in lesson.runnables where !runnable.expectsCompileError {
                let names = try #require(
                    resolved.table[CodeNames.key(language: language, code: runnable.code.code)],
                    "\(lesson.key):\(runnable.code.openingLine) has no names")
                programs.append(
                    (
                        runnable.code.code, course.kernelSet(language),
                        runnable.languageMode(courseDefault: course.defaultMode).compilerFlag, names
                    ))
            }
        }
        // Each program is a runnable block (its first line says so); a fence longer than any in the programs.
        let fence = String(repeating: "`", count: 12)
        let corpusLesson = try corpusSample().enumerated().map { index, code in
            "## Program \(index)\n\n\(fence)swift\n// main.swift\n\(code)\(code.hasSuffix("\n") ? "" : "\n")\(fence)\n"
        }
        let corpus = CourseNames.Sources(
            lessons: [try lesson("en/01-corpus.md", "# Corpus\n\n" + corpusLesson.joined(separator: "\n"))],
            kernels: [:], languageKernels: [:], defaultMode: .swift5)
        let corpusNames = CourseNames.resolve(corpus, cacheDirectory: cache.path, limits: Self.patient)
        #expect(corpusNames.problems.isEmpty, "\(corpusNames.problems)")
        #expect(
            corpus.lessons[0].runnables.count > 400,
            "the corpus lesson holds \(corpus.lessons[0].runnables.count) blocks")
        for runnable in corpus.lessons[0].runnables {
            let names = try #require(corpusNames.table[CodeNames.key(language: "en", code: runnable.code.code)])
            programs.append((runnable.code.code, [:], "5", names))
        }
        let jobs = programs
        let probed = UnsafeSendableBox([(probes: Int, failures: [String])](repeating: (0, []), count: programs.count))
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: programs.count) { index in
            let program = jobs[index]
            let probes = NameProbes.probes(code: program.code, names: program.names, kernels: program.kernels)
            let failures = NameProbes.failures(
                code: program.code, probes: probes, kernels: program.kernels, mode: program.mode)
            lock.withLock { probed.value[index] = (probes.count, failures) }
        }
        let total = probed.value.map(\.probes).reduce(0, +)
        let failures = probed.value.flatMap(\.failures)
        #expect(total >= 1000, "only \(total) probes")
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(total) probes refused:\n\(failures.prefix(60).joined(separator: "\n"))")
    }

    /// Every name declared in the code or in a kernel points at a line and column that spell that name.
    @Test func everyDeclarationPlaceSpellsItsName() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("names-places-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let course = courseSources()
        let resolved = CourseNames.resolve(course, cacheDirectory: cache.path, limits: Self.patient)
        var wrong: [String] = []
        var checked = 0
        var blocks: [(language: String, code: String)] = []
        for lesson in course.lessons {
            for runnable in lesson.runnables where !runnable.expectsCompileError {
                blocks.append((lesson.path!.language, runnable.code.code))
            }
        }
        for language in Set(blocks.map(\.language)) {
            for source in course.kernelSet(language).values { blocks.append((language, source)) }
        }
        for (language, code) in blocks {
            let names = try #require(resolved.table[CodeNames.key(language: language, code: code)])
            for declaration in names.declarations {
                let file: String
                let line: Int
                let column: Int
                switch declaration.place {
                case .here(let l, let c): (file, line, column) = (code, l, c)
                case .kernel(let name, let l, let c):
                    let kernel = String(name.dropLast(".swift".count))
                    (file, line, column) = (try #require(course.kernelSet(language)[kernel]), l, c)
                case .module, .nowhere: continue
                }
                checked += 1
                let spelled = NameProbes.text(of: file, line: line, column: column)
                let name = declaration.name.prefix { $0 != "(" }
                // An implicit (memberwise) initialiser is placed at its type's name.
                let before = NameProbes.text(of: file, line: line, column: 1).utf8.prefix(max(column - 1, 0))
                let implicitInit =
                    name == "init"
                    && ["struct ", "class ", "enum ", "actor "].contains {
                        String(decoding: before, as: UTF8.self).hasSuffix($0)
                    }
                // The `error` a `catch` without a pattern binds is placed at the clause's brace.
                let implicitError =
                    name == "error" && spelled.hasPrefix("{")
                    && String(decoding: before, as: UTF8.self).trimmingCharacters(in: .whitespaces).hasSuffix("catch")
                if !(spelled.hasPrefix(name) || spelled.hasPrefix("`" + name) || implicitInit || implicitError) {
                    wrong.append("\(declaration.name) at \(line):\(column) reads '\(spelled.prefix(20))'")
                }
            }
        }
        #expect(checked > 500, "only \(checked) places")
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
    }
}

/// Every identifier of the course's code is a name with its declaration, but for what names nothing:
/// `_`, a metatype's `Type`, an argument label (`model:` in a call, or a label before a parameter's name), a member written
/// in a string's interpolation that the compiler resolves through the interpolation's own code.
@Suite struct EveryNameResolvedTests {
    static func unresolved(_ code: String, _ names: CodeNames) -> [String] {
        let bytes = Array(code.utf8)
        let resolved = Set(names.occurrences.map(\.offset))
        var missing: [String] = []
        for identifier in CodeIdentifiers.find(in: code) where !resolved.contains(identifier.offset) {
            let end = identifier.offset + identifier.length
            let spelled = String(decoding: bytes[identifier.offset..<end], as: UTF8.self)
            if spelled == "_" || (end < bytes.count && bytes[end] == UInt8(ascii: ":")) { continue }
            // A metatype, `T.Type` or `P.Protocol`: built into the language, declared nowhere.
            if ["Type", "Protocol"].contains(spelled), identifier.offset > 0,
                bytes[identifier.offset - 1] == UInt8(ascii: ".")
            {
                continue
            }
            // A label before a parameter name: `func f(on screen: Screen)`.
            if end < bytes.count, bytes[end] == UInt8(ascii: " "),
                let next = bytes[(end + 1)...].firstIndex(where: {
                    $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",")
                        || $0 == UInt8(ascii: ")")
                }),
                bytes[next] == UInt8(ascii: ":"), next > end + 1
            {
                continue
            }
            let line = bytes[..<identifier.offset].filter { $0 == UInt8(ascii: "\n") }.count + 1
            missing.append("\(spelled) (line \(line))")
        }
        return missing
    }

    @Test func inTheRepositoryCourse() throws {
        let missing = try unresolved(
            CourseLayout(
                lessonsDirectory: packageRoot.appendingPathComponent("lessons").path,
                kernelsDirectory: packageRoot.appendingPathComponent("Sources/Kernels").path))
        #expect(
            missing.isEmpty,
            "\(missing.count) identifiers without a declaration:\n\(missing.prefix(80).joined(separator: "\n"))")
    }

    /// A course as `init` makes it (its own kernel and a lesson per language).
    @Test func inACourseThatInitMade() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("names-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try lessonbuild(["init", root.path, "--languages", "tr,en"])
        #expect(made.status == 0, "\(made.output)")
        let layout = CourseLayout(
            lessonsDirectory: root.appendingPathComponent("lessons").path,
            kernelsDirectory: root.appendingPathComponent("kernels").path)
        #expect(Course.load(layout).lessons.flatMap(\.runnables).count >= 2)
        let missing = try unresolved(layout)
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    }

    func unresolved(_ layout: CourseLayout) throws -> [String] {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("names-every-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let course = Course.load(layout)
        let sources = CourseNames.Sources(
            lessons: course.lessons, kernels: course.kernels, languageKernels: course.languageKernels,
            defaultMode: course.configuration.swiftLanguageMode)
        let resolved = CourseNames.resolve(sources, cacheDirectory: cache.path, limits: NamesOracleTests.patient)
        let table = resolved.table
        let why = resolved.problems.map(\.message) + [resolved.warning].compactMap { $0 }
        var missing: [String] = []
        var codes: [(String, String, String)] = []
        for lesson in course.lessons {
            for runnable in lesson.runnables where !runnable.expectsCompileError {
                codes.append((lesson.path!.language, runnable.code.code, "\(lesson.key):\(runnable.code.openingLine)"))
            }
        }
        for language in Set(codes.map(\.0)) {
            for (name, source) in sources.kernelSet(language) {
                codes.append((language, source, "\(language) \(name).swift"))
            }
        }
        for (language, code, place) in codes {
            let names = try #require(table[CodeNames.key(language: language, code: code)], "\(place): \(why)")
            missing += Self.unresolved(code, names).map { "\(place): \($0)" }
        }
        #expect(!codes.isEmpty)
        return missing
    }
}
