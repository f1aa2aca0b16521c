import Foundation
import LessonModel

/// The `lessonbuild` command: parses the arguments, runs the command, returns the exit status.
/// The executable passes in the blocks it was compiled with; tests pass their own.
public enum LessonBuildMain {
    public static let usageStatus: Int32 = 64

    @MainActor
    public static func run(_ arguments: [String], programs: [CompiledBlock],
                           executor: BlockExecutor = RelaunchingExecutor()) async -> Int32 {
        let registry = ProgramRegistry(programs)
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("lessonbuild: \(error.message)\n\n\(CommandLineParser.help(error.command))".utf8))
            return usageStatus
        }
        switch invocation {
        case .help(let topic):
            say(CommandLineParser.help(topic))
            return 0
        case .worker(let directory, let tag):
            return await BlockWorker.main(registry: registry, directory: directory, tag: tag)
        case .check(let settings):
            let report = check(settings, registry: registry, executor: executor)
            for diagnostic in report.diagnostics { say(diagnostic.description) }
            say(report.summary)
            return report.failed == 0 ? 0 : 1
        case .fill(let settings, let update):
            return fill(settings, update: update, registry: registry, executor: executor)
        case .build(let settings, let output):
            return SiteCommand.run(settings, output: output, registry: registry, executor: executor)
        case .preview(let settings, let output, let host, let port):
            return PreviewCommand.run(settings, output: output, host: host, port: port, registry: registry, executor: executor)
        }
    }

    static func check(_ settings: Invocation.Settings, registry: ProgramRegistry, executor: BlockExecutor) -> CheckReport {
        let checker = Checker(registry: registry, executor: executor, timeout: settings.timeout)
        guard settings.selection.isEmpty, !registry.blocks.isEmpty else {
            return checker.check(Course.load(settings.layout.layout, selection: settings.selection))
        }
        // The whole course: its blocks are the compiled ones, so start running them at once and read the
        // lessons meanwhile.
        let run = Background { executor.execute(Array(registry.blocks.indices), timeout: settings.timeout) }
        let course = Course.load(settings.layout.layout)
        return checker.check(course, execution: run.result)
    }

    static func fill(_ settings: Invocation.Settings, update: Bool, registry: ProgramRegistry, executor: BlockExecutor) -> Int32 {
        let report = check(settings, registry: registry, executor: executor)
        var writeFailures = 0
        var changed = 0
        for plan in Filler.plan(report, update: update) {
            do {
                try AtomicFile.write(plan.newBytes, to: plan.lesson.displayPath)
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

    static func say(_ text: String) {
        var text = text
        if !text.hasSuffix("\n") { text += "\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Work started on another thread, whose result is waited for when first asked.
final class Background<Value>: @unchecked Sendable {
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Value) {
        Thread.detachNewThread { [self] in
            value = work()
            done.signal()
        }
    }

    var result: Value {
        done.wait()
        done.signal()
        return value!
    }
}
