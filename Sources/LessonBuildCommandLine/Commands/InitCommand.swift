import Foundation
import LessonBuild
import LessonModel

/// `lessonbuild init DIR`: a new course in an empty folder, ready for `swift run lessonbuild check` there.
enum InitCommand {
    static func run(directory: String, languages: [String], dependency given: CourseTemplate.Dependency?) -> Int32 {
        if let refusal = refusal(of: directory) {
            Terminal().line("lessonbuild init: " + refusal)
            return 1
        }
        guard let dependency = given ?? checkout().map({ .path($0) }) else {
            Terminal().line(
                "lessonbuild init: cannot tell where this lessonbuild checkout is; run it from the checkout (`swift run lessonbuild init DIR`) or give --dependency URL --from VERSION"
            )
            return 1
        }
        // The course's compiler is the author's: their transcripts are its words (`.swift-version`).
        guard let swiftVersion = CourseCompiler.running() else {
            Terminal().line(
                "lessonbuild init: cannot ask the Swift compiler its version (swiftc --version), which the course names in \(CourseWorkflow.versionFile)"
            )
            return 1
        }
        let name = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        let template = CourseTemplate.files(
            name: name, languages: languages, dependency: dependency, swiftVersion: swiftVersion)
        let written: [String]
        do {
            written = try write(template, into: directory)
        } catch {
            Terminal().line("lessonbuild init: \(error.message); \(directory) is as it was")
            return 1
        }
        Terminal().line("Started a course in \(directory)/ (\(written.count) files):")
        for path in written { Terminal().line("  " + path) }
        if case .path(let checkout) = dependency {
            Terminal().line(
                "Note: Package.swift names lessonbuild by its path here (\(checkout)), which only this machine has: "
                    + "the workflow in .github/workflows/course.yml stops with that message until it names lessonbuild by URL and "
                    + "version (`init --dependency URL --from VERSION`, or edit Package.swift)")
        }
        if !CourseCompiler.isRelease(swiftVersion) {
            Terminal().line(
                "Note: this compiler is Swift \(swiftVersion), not a release the workflow can install: write the release to use in \(CourseWorkflow.versionFile)"
            )
        }
        Terminal().line("Next: cd \(ShellWord.quote(directory)) && swift run lessonbuild check")
        return 0
    }

    /// Why `directory` cannot take a new course, or nil: it must be a new folder in a writable one, or an
    /// empty writable folder (one holding only `.git`, a freshly cloned repository, counts as empty).
    static func refusal(of directory: String) -> String? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            // A new folder: the nearest folder that exists must take it.
            var parent = URL(fileURLWithPath: directory).standardizedFileURL.deletingLastPathComponent()
            while !files.fileExists(atPath: parent.path, isDirectory: &isDirectory), parent.path != "/" {
                parent = parent.deletingLastPathComponent()
            }
            guard isDirectory.boolValue else { return "\(parent.path) is a file, not a folder" }
            return access(parent.path, W_OK | X_OK) == 0
                ? nil
                : "cannot create \(directory): \(parent.path) is not writable (\(String(cString: strerror(errno))))"
        }
        guard isDirectory.boolValue else { return "\(directory) is a file, not a folder" }
        let entries = ((try? files.contentsOfDirectory(atPath: directory)) ?? []).filter { $0 != ".git" }
        guard entries.isEmpty else {
            return
                "\(directory) is not empty (\(entries.sorted().prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", …" : "")); init only starts a course in an empty or new folder (one holding only .git is empty)"
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            return "\(directory) is not writable (\(String(cString: strerror(errno))))"
        }
        return nil
    }

    struct WriteFailure: Error { var message: String }

    /// Writes every file, none over an existing one. Should one fail (a full disk), the files and folders
    /// this run made are taken away again, so a failed init leaves the folder as it was; nothing that was
    /// there before is touched.
    static func write(_ template: [(path: String, text: String)], into directory: String) throws(WriteFailure)
        -> [String]
    {
        let files = FileManager.default
        var made: [String] = []
        var written: [String] = []
        for file in template {
            let path = directory + "/" + file.path
            do {
                made += try makeFolders(for: path)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
                made.append(path)
                written.append(file.path)
            } catch {
                for item in made.reversed() { try? files.removeItem(atPath: item) }
                throw WriteFailure(message: "cannot write \(path): \(error.localizedDescription)")
            }
        }
        return written
    }

    /// The folders missing on the way to `path`, made, outermost first.
    private static func makeFolders(for path: String) throws -> [String] {
        var missing: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for item in missing {
            try FileManager.default.createDirectory(atPath: item, withIntermediateDirectories: false)
        }
        return missing
    }

    /// This checkout: the package whose build folder holds the running executable, or the current folder
    /// when it is this package.
    static func checkout() -> String? {
        var folder = RelaunchingExecutor.currentExecutable.deletingLastPathComponent()
        for _ in 0..<6 {
            if isLessonbuildPackage(folder.path) { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        let current = FileManager.default.currentDirectoryPath
        return isLessonbuildPackage(current) ? current : nil
    }

    private static func isLessonbuildPackage(_ folder: String) -> Bool {
        guard let bytes = RawFile.contents(atPath: folder + "/Package.swift") else { return false }
        return String(decoding: bytes, as: UTF8.self).contains("name: \"lessonbuild\"")
    }
}
