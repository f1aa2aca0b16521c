import Foundation
import LessonBuild
import LessonModel

/// The course's compiler, named once in `.swift-version` (the file swiftly and swiftenv read): `init` writes
/// the author's, the workflow and the dev container install exactly it, and `check`, `fill` and `build` warn
/// when the compiler they run is another (a compile-error transcript is that compiler's own words).
enum CourseCompiler {
    /// The release number `swift --version` names: `6.3.1` of `Swift version 6.3.1 (swift-6.3.1-RELEASE)`,
    /// `6.3-dev` of a development build, `6.1.2` of macOS's `Apple Swift version 6.1.2 (…)`.
    static func version(fromVersionOutput output: String) -> String? {
        guard let marker = output.range(of: "Swift version ") else { return nil }
        let word = output[marker.upperBound...].prefix { !$0.isWhitespace }
        return word.isEmpty ? nil : String(word)
    }

    /// A release swift.org publishes a toolchain of: `6.3` or `6.3.1`.
    static func isRelease(_ version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return (2...3).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// The version of the compiler lessonbuild compiles blocks with, nil when there is none to ask.
    static func running() -> String? {
        SwiftCompiler.locate().flatMap { version(fromVersionOutput: $0.version()) }
    }

    /// The warning for a course whose `.swift-version` (in the folder the command runs in) is not the running
    /// compiler's, or is no release; nil when they agree or the course names no compiler.
    static func mismatch(file: String = CourseWorkflow.versionFile, running: () -> String? = running) -> Diagnostic? {
        guard let bytes = RawFile.contents(atPath: file) else { return nil }
        let named = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let location = SourceLocation(file: file, line: 1)
        guard isRelease(named) else {
            return Diagnostic(
                .warning, .compilerVersion, at: location,
                "'\(named)' is not a Swift release (like 6.3.1): the workflow cannot install it")
        }
        guard let actual = running(), actual != named else { return nil }
        return Diagnostic(
            .warning, .compilerVersion, at: location,
            "the course's compiler is Swift \(named), this is Swift \(actual): compile-error transcripts hold the compiler's own words and may differ from what CI prints; the others are checked as usual",
            hint: "run with Swift \(named), as the workflow does (the course's dev container has it), or change \(file)"
        )
    }
}
