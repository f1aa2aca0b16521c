// lessonbuild-codegen: run by LessonCodegenPlugin during the build; turns lessons into Swift source.
//   lessonbuild-codegen lesson <lesson.md> <key> <display-path> <output.swift>...   (one output per part)
//   lessonbuild-codegen registry <output.swift> [<key>=<parts>...]
import Foundation
import LessonModel

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("lessonbuild-codegen: \(message)\n".utf8))
    exit(1)
}

func write(_ text: String, to path: String) {
    do { try GeneratedFile.write(text, to: path) } catch { fail(error.description) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lesson" where arguments.count >= 5:
    let (input, key, display) = (arguments[1], arguments[2], arguments[3])
    let outputs = Array(arguments.dropFirst(4))
    guard let data = FileManager.default.contents(atPath: input) else { fail("cannot read \(input)") }
    let lesson = LessonParser.parse(SourceText(bytes: Array(data)), key: key, displayPath: display, kernelNames: [])
    for (text, output) in zip(ProgramGenerator.sources(for: lesson, parts: outputs.count), outputs) {
        write(text, to: output)
    }
case "registry" where arguments.count >= 2:
    let lessons = arguments.dropFirst(2).map { entry -> (key: String, parts: Int) in
        guard let equals = entry.lastIndex(of: "="), let parts = Int(entry[entry.index(after: equals)...]) else {
            fail("registry entries are <key>=<parts>, not '\(entry)'")
        }
        return (String(entry[..<equals]), parts)
    }
    write(ProgramGenerator.registrySource(lessons: lessons), to: arguments[1])
default:
    fail("usage: lessonbuild-codegen lesson <lesson.md> <key> <display-path> <output.swift>... | registry <output.swift> [<key>=<parts>...]")
}
