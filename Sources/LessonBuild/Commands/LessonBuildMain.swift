import Foundation
import LessonModel
import SiteRenderer

/// The `lessonbuild` command: parses the arguments, runs the command, returns the exit status.
/// The executable passes in the blocks it was compiled with; tests pass their own.
public enum LessonBuildMain {
    public static let usageStatus: Int32 = 64

    @MainActor
    /// - Parameter executor: runs compiled blocks; by default copies of this executable, with the limits
    ///   and sandbox the command line asks for.
    public static func run(_ arguments: [String], executor given: BlockExecutor? = nil) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("lessonbuild: \(error.message)\n\n\(CommandLineParser.help(error.command))".utf8))
            return usageStatus
        }
        switch readConfiguration(invocation) {
        case .failure(let problem):
            say(problem.description)
            return 1
        case .success(let configured):
            return await run(configured, executor: given)
        }
    }

    @MainActor
    static func run(_ invocation: Invocation, executor given: BlockExecutor?) async -> Int32 {
        switch invocation {
        case .help(let topic):
            say(CommandLineParser.help(topic))
            return 0
        case .initCourse(let directory, let languages, let url, let version):
            return InitCommand.run(directory: directory, languages: languages,
                                   dependency: url.map { .url($0, from: version ?? "") })
        case .renderFragment:
            let input = FileHandle.standardInput.readDataToEndOfFile()
            FileHandle.standardOutput.write(Data(SiteRenderer.fragment(String(decoding: input, as: UTF8.self)).utf8))
            return 0
        case .check(let settings):
            let executor = given ?? RelaunchingExecutor(settings: settings)
            let report = check(settings, executor: executor)
            for diagnostic in report.diagnostics { say(diagnostic.description) }
            say(report.summary)
            return report.failed == 0 ? 0 : 1
        case .fill(let settings, let update):
            let executor = given ?? RelaunchingExecutor(settings: settings)
            return fill(settings, update: update, executor: executor)
        case .build(let settings, let output):
            let executor = given ?? RelaunchingExecutor(settings: settings)
            return SiteCommand.run(settings, output: output, executor: executor)
        case .preview(let settings, let output, let host, let port):
            let executor = given ?? RelaunchingExecutor(settings: settings)
            return PreviewCommand.run(settings, output: output, host: host, port: port, executor: executor)
        }
    }

    /// Reads the selected lessons, compiles their blocks (and the kernels), runs them and judges them.
    /// - Parameter lessons: lessons parsed by earlier checks of the same course (the preview's).
    static func check(_ settings: Invocation.Settings, executor: BlockExecutor, lessons: LessonCache? = nil,
                      verdicts: VerdictCache? = nil) -> CheckReport {
        checkWithCompilation(settings, executor: executor, lessons: lessons, verdicts: verdicts).report
    }

    static func checkWithCompilation(_ settings: Invocation.Settings, executor: BlockExecutor, lessons: LessonCache? = nil,
                                     verdicts: VerdictCache? = nil)
        -> (report: CheckReport, compilation: CourseCompilation, confirmations: HashOrderConfirmations) {
        let clock = PhaseClock()
        let course = Course.load(settings.layout.layout, selection: settings.selection, configuration: settings.configuration,
                                 cache: lessons)
        clock.lap("read \(course.lessons.count) lessons")
        let compilation = CourseCompilation.compile(course)
        clock.lap("compile (\(compilation.result.compiledAlone) alone, \(compilation.result.sharedRebuilt) shared shards rebuilt)")
        var checker = Checker(compilation: compilation, executor: executor, timeout: settings.timeout)
        checker.fillCommand = settings.command("fill")
        checker.verdicts = verdicts
        // Saved while the compilation still holds the cache's lock.
        let confirmations = HashOrderConfirmations(cacheDirectory: CourseCompilation.cacheDirectory(for: course.layout),
                                                   kernelsKey: compilation.registry.kernelsKey)
        checker.confirmations = confirmations
        let report = checker.check(course)
        confirmations.save()
        clock.lap("run and judge \(report.blocksRun) blocks (\(report.processesStarted) processes)")
        return (report, compilation, confirmations)
    }

    static func fill(_ settings: Invocation.Settings, update: Bool, executor: BlockExecutor) -> Int32 {
        var (report, compilation, confirmations) = checkWithCompilation(settings, executor: executor)
        DeterminismCheck.confirm(&report, update: update, compilation: compilation, executor: executor,
                                 timeout: settings.timeout, confirmations: confirmations)
        confirmations.save()
        var writeFailures = 0
        var changed = 0
        Leftovers.cleanLessonCopies(under: settings.layout.lessons)
        for plan in Filler.plan(report, update: update) {
            for refusal in plan.refused { say("\(refusal.location): error: \(refusal.description)") }
            writeFailures += plan.refused.count
            guard !plan.changes.isEmpty else { continue }
            do {
                try AtomicFile.write(plan.newBytes, to: plan.lesson.displayPath, expecting: plan.lesson.source.bytes,
                                     within: settings.layout.lessons)
                for change in plan.changes { say("\(change.location): \(change.description)") }
                changed += plan.changes.count
            } catch {
                say("\(plan.lesson.displayPath):1: error: cannot write the lesson: \(error)")
                writeFailures += 1
            }
        }
        // What is still wrong after the edits: everything fill does not fix.
        let fixed: (Diagnostic) -> Bool = { diagnostic in
            diagnostic.fixable == .missingTranscript || (update && diagnostic.fixable == .outdated)
        }
        let remaining = report.diagnostics.filter { !fixed($0) }
        for diagnostic in remaining { say(diagnostic.description) }
        let failed = remaining.filter { $0.severity == .error }.count + writeFailures
        say(changed == 0 ? "Nothing to fill." : "Filled \(changed) block\(changed == 1 ? "" : "s").")
        say(report.summary.split(separator: "\n").first.map(String.init) ?? "")
        say("\(report.passed + changed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Reads `course.json` from the folder the command runs in, when there is one: its folders are used
    /// unless `--lessons`/`--kernels` say otherwise.
    static func readConfiguration(_ invocation: Invocation) -> Result<Invocation, CourseConfiguration.Problem> {
        switch invocation {
        case .check(let settings): return resolve(settings).map { .check($0) }
        case .fill(let settings, let update): return resolve(settings).map { .fill($0, update: update) }
        case .build(let settings, let output): return resolve(settings).map { .build($0, output: output) }
        case .preview(let settings, let output, let host, let port):
            return resolve(settings).map { .preview($0, output: output, host: host, port: port) }
        default: return .success(invocation)
        }
    }

    /// `settings` with `course.json` applied (also read again by the preview when the file changes).
    static func resolve(_ settings: Invocation.Settings, file: String = CourseConfiguration.fileName)
        -> Result<Invocation.Settings, CourseConfiguration.Problem> {
        guard let bytes = RawFile.contents(atPath: file) else { return .success(settings) }
        var settings = settings
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(CourseConfiguration.Problem(file: file, line: 1, key: "", message: "the file is not valid UTF-8"))
        }
        do {
            settings.configuration = try CourseConfiguration.parse(text, file: file)
        } catch {
            return .failure(error)
        }
        if !settings.gave("--lessons"), let lessons = settings.configuration.lessonsDirectory { settings.layout.lessons = lessons }
        if !settings.gave("--kernels"), let kernels = settings.configuration.kernelsDirectory {
            // As for `--kernels`: without its kernels every listing would silently become an unchecked excerpt.
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: kernels, isDirectory: &isFolder), isFolder.boolValue else {
                return .failure(CourseConfiguration.Problem(file: file, line: settings.configuration.kernelsLine, key: "kernels",
                                                            message: "no such folder: \(kernels)"))
            }
            settings.layout.kernels = kernels
        }
        return .success(settings)
    }

    static func say(_ text: String) {
        var text = text
        if !text.hasSuffix("\n") { text += "\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// With `LESSONBUILD_TIMINGS=1`, prints how long each phase of a command took (for benchmarks), on stderr.
final class PhaseClock {
    private let enabled = ProcessInfo.processInfo.environment["LESSONBUILD_TIMINGS"] == "1"
    private var last = DispatchTime.now().uptimeNanoseconds

    func lap(_ what: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        FileHandle.standardError.write(Data(String(format: "lessonbuild: %.3f s  %@\n", Double(now - last) / 1e9, what).utf8))
        last = now
    }
}
