// lessonbuild-codegen: run by LessonCodegenPlugin during the build; turns lessons into Swift source.
//   lessonbuild-codegen lesson <lesson.md> <output.swift> <key> <display-path>
//   lessonbuild-codegen registry <output.swift> [<key>...]
import Foundation
import LessonModel

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("lessonbuild-codegen: \(message)\n".utf8))
    exit(1)
}

/// Writes only when the text changed, so an edit to a lesson's prose does not recompile its blocks.
func write(_ text: String, to path: String) {
    let url = URL(fileURLWithPath: path)
    if let old = try? Data(contentsOf: url), old == Data(text.utf8) { return }
    do { try Data(text.utf8).write(to: url, options: .atomic) } catch { fail("cannot write \(path): \(error)") }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lesson" where arguments.count == 5:
    let (input, output, key, display) = (arguments[1], arguments[2], arguments[3], arguments[4])
    guard let data = FileManager.default.contents(atPath: input) else { fail("cannot read \(input)") }
    let lesson = LessonParser.parse(SourceText(bytes: Array(data)), key: key, displayPath: display, kernelNames: [])
    write(ProgramGenerator.source(for: lesson), to: output)
case "registry" where arguments.count >= 2:
    write(ProgramGenerator.registrySource(keys: Array(arguments.dropFirst(2))), to: arguments[1])
default:
    fail("usage: lessonbuild-codegen lesson <lesson.md> <output.swift> <key> <display-path> | registry <output.swift> [<key>...]")
}
