import Foundation
import LessonBuild
import LessonModel

/// `lessonbuild init DIR`: a new course in an empty folder, ready for `swift run lessonbuild check` there.
enum InitCommand {
    static func run(directory: String, languages: [String], dependency given: CourseTemplate.Dependency?) -> Int32 {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                Terminal().line("lessonbuild init: \(directory) is a file, not a folder")
                return 1
            }
            let entries = (try? files.contentsOfDirectory(atPath: directory)) ?? []
            guard entries.isEmpty else {
                Terminal().line(
                    "lessonbuild init: \(directory) is not empty (\(entries.count) entr\(entries.count == 1 ? "y" : "ies")); init only starts a course in an empty or new folder"
                )
                return 1
            }
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
        var written: [String] = []
        let template = CourseTemplate.files(
            name: name, languages: languages, dependency: dependency, swiftVersion: swiftVersion)
        for file in template {
            let path = directory + "/" + file.path
            do {
                try files.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
                written.append(file.path)
            } catch {
                Terminal().line("lessonbuild init: cannot write \(path): \(error.localizedDescription)")
                return 1
            }
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
