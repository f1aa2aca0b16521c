import Foundation
import LessonBuild
import LessonModel

/// `--summary FILE`: what a check found, as GitHub-flavoured Markdown appended to FILE, the job summary a
/// workflow shows on its run's page (`$GITHUB_STEP_SUMMARY`): the counts, then every error with a link to
/// its line in the commit checked.
struct JobSummary {
    var title: String
    var passed: Int
    var failed: Int
    var diagnostics: [Diagnostic]
    var links: LineLinks?

    /// Rows past this many are counted, not listed (a job summary holds at most 1 MiB).
    static let maximumRows = 200

    /// Links to a line of a file in the commit the workflow checks: `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/
    /// blob/$GITHUB_SHA/<path>#L<line>`.
    struct LineLinks {
        var blob: String
        /// The folder the paths are relative to (the checkout).
        var root: String

        init?(environment: [String: String], root: String = FileManager.default.currentDirectoryPath) {
            guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
                let commit = environment["GITHUB_SHA"], !server.isEmpty, !repository.isEmpty, !commit.isEmpty
            else { return nil }
            blob = "\(server)/\(repository)/blob/\(commit)/"
            self.root = root.hasSuffix("/") ? root : root + "/"
        }

        /// Nil for a path outside the checkout (a kernel of another folder, the toolchain).
        func url(_ location: SourceLocation) -> String? {
            var path = location.file
            if path.hasPrefix("/") {
                guard path.hasPrefix(root) else { return nil }
                path.removeFirst(root.count)
            }
            guard !path.hasPrefix("../"),
                let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
            else { return nil }
            return blob + encoded + "#L\(location.line)"
        }
    }

    func markdown() -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        var text = "### \(Self.escaped(title))\n\n**\(passed) passed, \(failed) failed**\n\n"
        guard !errors.isEmpty else { return text }
        text += "| where | problem |\n| --- | --- |\n"
        for diagnostic in errors.prefix(Self.maximumRows) {
            let place = "\(diagnostic.location.file):\(diagnostic.location.line)"
            let cell = links?.url(diagnostic.location).map { "[\(Self.escaped(place))](\($0))" } ?? Self.escaped(place)
            text += "| \(cell) | `\(diagnostic.id.rawValue)` \(Self.escaped(diagnostic.message)) |\n"
        }
        if errors.count > Self.maximumRows { text += "\n… and \(errors.count - Self.maximumRows) more errors\n" }
        return text + "\n"
    }

    /// Text as itself in a Markdown table cell: ASCII punctuation backslash-escaped (GFM takes that for
    /// any of it), lines joined.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isNewline {
                out += " "
            } else if character.isASCII, character.isPunctuation || character.isSymbol {
                out += "\\" + String(character)
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// Appends the summary to `path` (made when missing); the problem, when it cannot be written.
    func append(to path: String) -> Diagnostic? {
        let data = Data(markdown().utf8)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: data) else { return writeFailed(path) }
            return nil
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return writeFailed(path) }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: data)
        } catch {
            return writeFailed(path)
        }
        return nil
    }

    private func writeFailed(_ path: String) -> Diagnostic {
        Diagnostic(.error, .writeFailed, at: SourceLocation(file: path, line: 1), "cannot write the summary to \(path)")
    }

    /// The summary of a command run in this process's environment (links when it runs in a workflow).
    static func write(
        _ settings: Invocation.Settings, title: String, passed: Int, failed: Int, diagnostics: [Diagnostic]
    ) -> Diagnostic? {
        guard let file = settings.summaryFile else { return nil }
        var title = title
        if let shard = settings.shard { title += " (share \(shard.index) of \(shard.count))" }
        let summary = JobSummary(
            title: title, passed: passed, failed: failed, diagnostics: diagnostics,
            links: LineLinks(environment: ProcessInfo.processInfo.environment))
        return summary.append(to: file)
    }
}
