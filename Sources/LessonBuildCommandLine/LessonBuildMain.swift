import Foundation
import LessonBuild
import LessonModel
import SiteRenderer

/// The `lessonbuild` command: parses the arguments, runs the command through the engine, says what it
/// found, returns the exit status. The executable passes in nothing; tests may pass their own executor.
public enum LessonBuildMain {
    public static let usageStatus: Int32 = 64

    /// - Parameter executor: runs compiled blocks; by default copies of this executable, with the limits
    ///   and sandbox the command line asks for.
    @MainActor
    public static func run(_ arguments: [String], executor given: BlockExecutor? = nil) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
            try checkFolders(invocation)
        } catch {
            Terminal().complain("lessonbuild: \(error.message)\n\n\(CommandLineParser.help(error.command))")
            return usageStatus
        }
        switch readConfiguration(invocation) {
        case .failure(let problem):
            Terminal(format: invocation.settings?.format ?? .text).say(problem.diagnostics)
            return 1
        case .success(let configured):
            if let missing = missingLessonsFolder(configured) {
                Terminal().complain("lessonbuild: \(missing.message)\n\n\(CommandLineParser.help(missing.command))")
                return usageStatus
            }
            return await run(configured, executor: given)
        }
    }

    @MainActor
    static func run(_ invocation: Invocation, executor given: BlockExecutor?) async -> Int32 {
        switch invocation {
        case .help(let topic):
            Terminal().line(CommandLineParser.help(topic))
            return 0
        case .initCourse(let directory, let languages, let url, let version):
            return InitCommand.run(
                directory: directory, languages: languages,
                dependency: url.map { .url($0, from: version ?? "") })
        case .version:
            Terminal().line(VersionCommand.text())
            return 0
        case .renderFragment:
            let input = FileHandle.standardInput.readDataToEndOfFile()
            FileHandle.standardOutput.write(Data(SiteRenderer.fragment(String(decoding: input, as: UTF8.self)).utf8))
            return 0
        case .check(let settings):
            return CheckCommand.run(settings, executor: given ?? RelaunchingExecutor(settings: settings.engine))
        case .fill(let settings, let update):
            return FillCommand.run(
                settings, update: update, executor: given ?? RelaunchingExecutor(settings: settings.engine))
        case .build(let settings, let output):
            return BuildCommand.run(
                settings, output: output, executor: given ?? RelaunchingExecutor(settings: settings.engine))
        case .preview(let settings, let output, let host, let port):
            return PreviewCommand.run(
                settings, output: output, host: host, port: port,
                executor: given ?? RelaunchingExecutor(settings: settings.engine))
        }
    }

    /// A `--kernels` folder that does not exist is a usage error: without its kernels every listing would
    /// silently become an unchecked excerpt.
    static func checkFolders(_ invocation: Invocation) throws(UsageError) {
        guard let settings = invocation.settings, settings.gave("--kernels") else { return }
        let command = CommandLineParser.name(of: invocation)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: settings.layout.kernels, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            throw UsageError(message: "--kernels \(settings.layout.kernels): no such folder", command: command)
        }
    }

    /// A lessons folder (given, from `course.json`, or the default) that does not exist: a usage error, as
    /// the command was run in the wrong folder or with a wrong option, not a lesson that failed.
    static func missingLessonsFolder(_ invocation: Invocation) -> UsageError? {
        guard let settings = invocation.settings else { return nil }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: settings.layout.lessons, isDirectory: &isFolder), isFolder.boolValue {
            return nil
        }
        let how =
            settings.gave("--lessons")
            ? "--lessons \(settings.layout.lessons)"
            : "the lessons folder \(settings.layout.lessons) (run in a course folder, or give --lessons DIR)"
        return UsageError(
            message: "\(how): no such folder", command: CommandLineParser.name(of: invocation))
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

    /// `settings` with `course.json` applied (`CourseSettings.resolve`).
    static func resolve(_ settings: Invocation.Settings, file: String = CourseConfiguration.fileName)
        -> Result<Invocation.Settings, CourseConfiguration.Problem>
    {
        CourseSettings.resolve(settings.engine, file: file).map { resolved in
            var settings = settings
            settings.build = resolved
            if let baseURL = settings.baseURL { settings.build.configuration.baseURL = baseURL }
            return settings
        }
    }
}

extension Invocation {
    /// The settings of a command that works on a course.
    var settings: Settings? {
        switch self {
        case .check(let settings), .fill(let settings, _), .build(let settings, _), .preview(let settings, _, _, _):
            return settings
        case .help, .initCourse, .renderFragment, .version: return nil
        }
    }
}

extension Invocation.Settings {
    /// How this command says what it found.
    var terminal: Terminal { Terminal(format: format) }
}
