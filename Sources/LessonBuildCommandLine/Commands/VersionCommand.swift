import LessonBuild

/// `lessonbuild --version`: which lessonbuild this is, and which Swift compiler it would compile blocks with
/// (transcripts of compile-error blocks are that compiler's words).
enum VersionCommand {
    /// The release of lessonbuild: the version a course names in `Package.swift` (`from:`). Raised with every
    /// release tag.
    static let release = "0.5.0"

    static func text() -> String {
        let compiler = SwiftCompiler.locate().map { compiler in
            let version = compiler.version()
            return version.split(separator: "\n").first.map(String.init) ?? version
        }
        return "lessonbuild \(release)\n"
            + "compiler: \(compiler ?? "no Swift compiler found (set LESSONBUILD_SWIFTC or put swiftc on PATH)")"
    }
}
