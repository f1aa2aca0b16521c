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
        var commands: [Command] = lessons.map { lesson in
            let generated = output.appending(path: "Lesson_" + fileSafe(lesson.key) + ".swift")
            return .buildCommand(
                displayName: "Generating Swift for \(lesson.display)",
                executable: tool,
                arguments: ["lesson", lesson.url.path, generated.path, lesson.key, lesson.display],
                inputFiles: [lesson.url, tool],
                outputFiles: [generated]
            )
        }
        let registry = output.appending(path: "CompiledLessons.swift")
        commands.append(.buildCommand(
            displayName: "Generating the lesson registry (\(lessons.count) lessons)",
            executable: tool,
            arguments: ["registry", registry.path] + lessons.map(\.key),
            inputFiles: [tool],
            outputFiles: [registry]
        ))
        return commands
    }

    private func fileSafe(_ key: String) -> String {
        String(key.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }
}
