import Foundation
import PackagePlugin

/// Generates one Swift file per lesson (its runnable blocks) and a registry listing them all.
///
/// The lessons must be inside the target's folder (a committed symlink `lessons -> …` is enough): only then
/// does SwiftPM re-plan the build when a lesson is added or removed.
@main
struct LessonCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "lessonbuild-codegen").url
        let targetDirectory = target.directoryURL.standardizedFileURL.path + "/"
        let packageDirectory = context.package.directoryURL.resolvingSymlinksInPath().path + "/"
        let lessonsPrefix = "lessons/"

        var lessons: [(url: URL, key: String, display: String)] = []
        for file in target.sourceFiles(withSuffix: "md") {
            let path = file.url.standardizedFileURL.path
            guard path.hasPrefix(targetDirectory) else { continue }
            let relative = String(path.dropFirst(targetDirectory.count))
            guard relative.hasPrefix(lessonsPrefix) else { continue }
            let key = String(relative.dropFirst(lessonsPrefix.count))
            let resolved = file.url.resolvingSymlinksInPath().path
            let display = resolved.hasPrefix(packageDirectory) ? String(resolved.dropFirst(packageDirectory.count)) : resolved
            lessons.append((file.url, key, display))
        }
        lessons.sort { $0.key < $1.key }

        let output = context.pluginWorkDirectoryURL
        var parts: [String: Int] = [:]
        var commands: [Command] = lessons.map { lesson in
            // One file per runnable block, so each block has a file scope of its own. The count comes
            // from a quick scan; the generator copes with any difference (see ProgramGenerator.partition).
            let count = max(runnableBlockEstimate(lesson.url), 1)
            parts[lesson.key] = count
            let generated = (0..<count).map { output.appending(path: "Lesson_" + fileSafe(lesson.key) + "_\($0).swift") }
            return .buildCommand(
                displayName: "Generating Swift for \(lesson.display)",
                executable: tool,
                arguments: ["lesson", lesson.url.path, lesson.key, lesson.display] + generated.map(\.path),
                inputFiles: [lesson.url, tool],
                outputFiles: generated
            )
        }
        let registry = output.appending(path: "CompiledLessons.swift")
        commands.append(.buildCommand(
            displayName: "Generating the lesson registry (\(lessons.count) lessons)",
            executable: tool,
            arguments: ["registry", registry.path] + lessons.map { "\($0.key)=\(parts[$0.key]!)" },
            inputFiles: [tool],
            outputFiles: [registry]
        ))
        return commands
    }

    /// Counts fences opening a `swift` block whose next line starts with `// main.swift`.
    private func runnableBlockEstimate(_ url: URL) -> Int {
        guard let data = try? Data(contentsOf: url) else { return 1 }
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var count = 0
        for (index, line) in lines.enumerated() where index + 1 < lines.count {
            let opening = line.drop { $0 == " " || $0 == ">" || $0 == "\t" }
            guard opening.hasPrefix("```") || opening.hasPrefix("~~~") else { continue }
            let info = opening.drop { $0 == "`" || $0 == "~" }.drop { $0 == " " }
            guard info.hasPrefix("swift") else { continue }
            if lines[index + 1].drop(while: { $0 == " " || $0 == ">" || $0 == "\t" }).hasPrefix("// main.swift") { count += 1 }
        }
        return count
    }

    private func fileSafe(_ key: String) -> String {
        String(key.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }
}
