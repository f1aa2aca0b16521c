import Foundation
import LessonModel
import SiteRenderer

/// What a check, a fill or a site build is given besides the course itself: the folders, the lessons chosen,
/// the limits and sandbox blocks run under, the course's `course.json` and how to name `fill` in hints. The
/// command line makes one from its options; a script makes its own.
public struct BuildSettings: Equatable, Sendable {
    public var layout = CourseLayoutSpec()
    public var timeout: Double = 10
    /// Lesson files or folders to check (none: every lesson).
    public var selection: [String] = []
    public var limits = RunLimits()
    /// What compiling one block may cost (`--compile-timeout`, `--max-messages`).
    public var compile = CompileLimits()
    /// Run blocks in a bubblewrap sandbox (`Sandbox`).
    public var sandbox = false
    /// Show what the compiler knows of each name in the site's code (`--no-names` turns it off: the pages are
    /// then only highlighted, and SourceKit is never loaded). Not part of equality.
    public var showsNames = true
    /// What asking SourceKit about one piece of code may cost (`--names-timeout`, `--max-names`). Not part
    /// of equality.
    public var names = NamesLimits()
    /// Check only this share of the lessons (`check --shard K/N`); nil: all of them.
    public var shard: Shard?
    /// Whether the folders were chosen explicitly (on the command line): then `course.json` does not move them.
    public var lessonsChosen = false
    public var kernelsChosen = false
    /// The course's `course.json`, once read (`CourseSettings.resolve`). Not part of equality.
    public var configuration = CourseConfiguration()
    /// `fill` as the user would type it for this course, for hints in messages. Not part of equality.
    public var fillCommand = "swift run lessonbuild fill"

    public init() {}

    public static func == (lhs: BuildSettings, rhs: BuildSettings) -> Bool {
        (lhs.layout, lhs.timeout, lhs.selection, lhs.limits, lhs.sandbox) == (
            rhs.layout, rhs.timeout, rhs.selection, rhs.limits, rhs.sandbox
        )
            && (lhs.lessonsChosen, lhs.kernelsChosen, lhs.shard) == (rhs.lessonsChosen, rhs.kernelsChosen, rhs.shard)
            && lhs.compile == rhs.compile
    }
}

/// The folders a command works on, as given (relative to the folder it runs in, or absolute).
public struct CourseLayoutSpec: Equatable, Sendable {
    public var lessons = "lessons"
    public var kernels = "Sources/Kernels"
    public var layout: CourseLayout { CourseLayout(lessonsDirectory: lessons, kernelsDirectory: kernels) }

    public init() {}
}

public enum CourseSettings {
    /// `settings` with `course.json` applied, when the file exists: its folders are used unless they were
    /// chosen explicitly. Read again by the preview when the file changes.
    public static func resolve(_ settings: BuildSettings, file: String = CourseConfiguration.fileName)
        -> Result<BuildSettings, CourseConfiguration.Problem>
    {
        guard let bytes = RawFile.contents(atPath: file) else { return .success(settings) }
        var settings = settings
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(
                CourseConfiguration.Problem(file: file, line: 1, key: "", message: "the file is not valid UTF-8"))
        }
        do {
            settings.configuration = try CourseConfiguration.parse(
                text, file: file, interfaceKeys: InterfaceTable.keyKinds)
        } catch {
            return .failure(error)
        }
        if !settings.lessonsChosen, let lessons = settings.configuration.lessonsDirectory {
            settings.layout.lessons = lessons
        }
        if !settings.kernelsChosen, let kernels = settings.configuration.kernelsDirectory {
            // As for `--kernels`: without its kernels every listing would silently become an unchecked excerpt.
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: kernels, isDirectory: &isFolder), isFolder.boolValue else {
                return .failure(
                    CourseConfiguration.Problem(
                        file: file, line: settings.configuration.kernelsLine, key: "kernels",
                        message: "no such folder: \(kernels)"))
            }
            if let outside = outsideCourse(kernels, file: file) {
                return .failure(
                    CourseConfiguration.Problem(
                        file: file, line: settings.configuration.kernelsLine, key: "kernels", message: outside))
            }
            settings.layout.kernels = kernels
        }
        return .success(settings)
    }

    /// Why a kernels folder named in `course.json` is refused, when it is outside the course folder (the
    /// one holding the file), links resolved. Kernels are compiled into every block and shown on the site,
    /// and `course.json` comes with the course (a pull request may change it): it must not make the build
    /// read `/etc` or a home folder. `--kernels` on the command line may name any folder.
    static func outsideCourse(_ kernels: String, file: String) -> String? {
        let directory = (file as NSString).deletingLastPathComponent
        let course = RealPath.resolve(directory.isEmpty ? "." : directory)
        let real = RealPath.resolve(kernels)
        guard !RealPath.isInside(real, course) else { return nil }
        return
            "\(kernels) is outside the course folder \(course)\(real == kernels ? "" : " (it is \(real))"): course.json may only name a kernels folder inside the course, as the kernels are compiled into every block and shown on the site; pass --kernels to use one elsewhere"
    }
}

extension CourseConfiguration.Problem {
    /// The problem as a diagnostic at its line, the key leading the message (`languages[1].code: …`).
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error, .courseConfiguration, at: SourceLocation(file: file, line: line),
            (key.isEmpty ? "" : key + ": ") + message)
    }

    /// This problem and the others found in the same reading, each at its line.
    public var diagnostics: [Diagnostic] { [self].map(\.diagnostic) + more.map(\.diagnostic) }
}

/// How long each phase of a command took, kept as values: the command line prints them with
/// `LESSONBUILD_TIMINGS=1` (for benchmarks); the engine itself prints nothing.
public final class PhaseTimings: @unchecked Sendable {
    public private(set) var laps: [(phase: String, seconds: Double)] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    public init() {}

    func lap(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((phase, Double(now - last) / 1e9))
        last = now
    }
}

/// A word of a shell command, quoted only when it needs to be (hints repeat commands the user can paste).
public enum ShellWord {
    public static func quote(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_./=:,+@%".unicodeScalars.contains(scalar)
        }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
