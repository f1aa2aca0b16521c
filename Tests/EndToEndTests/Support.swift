import Foundation
// The shared helpers (`run`, `RunResult`, `eventually`, `OracleCache`…) for every file of this target.
@_exported import TestSupport
import Testing

/// The folder of the built products (the test bundle sits beside the executables).
let productsDirectory: URL = {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent()
}()

func lessonbuild(_ arguments: [String]) throws -> RunResult {
    try run(productsDirectory.appendingPathComponent("lessonbuild").path, arguments)
}

/// The builder on the test fixtures' lessons (blocks that trap, hang, print through every route).
func fixtures(_ arguments: [String]) throws -> RunResult {
    try lessonbuild(arguments)
}

/// A course of its own in a temporary folder (`lessons/<key>` for each lesson), for tests that need one.
func temporaryCourse(_ lessons: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("course-\(UUID().uuidString)")
    for (key, text) in lessons {
        let file = root.appendingPathComponent("lessons/" + key)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
    return root
}

/// Writes `kernels/<name>.swift` into a course folder (making the folder) and returns the file.
func writeKernel(_ name: String, _ text: String, in course: URL) throws -> URL {
    let kernels = course.appendingPathComponent("kernels")
    try FileManager.default.createDirectory(at: kernels, withIntermediateDirectories: true)
    let file = kernels.appendingPathComponent(name + ".swift")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
}

/// A scratch copy of a folder, removed when the returned value's `remove` is called.
func scratchCopy(of folder: URL) throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    let target = copy.appendingPathComponent("lessons")
    try FileManager.default.copyItem(at: folder.resolvingSymlinksInPath(), to: target)
    return target
}

/// Every lesson file below a folder, relative paths, sorted.
func lessonFiles(in folder: URL) -> [String] {
    everyFile(under: folder).filter { $0.hasSuffix(".md") }
}

/// Every file and folder below a folder (hidden ones too), relative paths, sorted.
func everyFile(under folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
}

/// Transcript blocks found by plain text scanning (independently of the parser under test): a ```text
/// fence whose previous non-blank line closes a block whose first line is `// main.swift`.
struct ScannedTranscript {
    var openingLine: Int  // 1-based
    var contentLines: [Int]  // 1-based lines of the content
}

func scanTranscripts(_ text: String) -> [ScannedTranscript] {
    let lines = text.components(separatedBy: "\n")
    var found: [ScannedTranscript] = []
    var index = 0
    var lastRunnableClose: Int?
    while index < lines.count {
        let line = lines[index].trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("```swift") || line == "```swift" {
            let first = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
            var close = index + 1
            while close < lines.count, lines[close].trimmingCharacters(in: .whitespaces) != "```" { close += 1 }
            lastRunnableClose = first.hasPrefix("// main.swift") ? close : nil
            index = close + 1
            continue
        }
        if line == "```text", let closed = lastRunnableClose,
            lines[(closed + 1)..<index].allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty })
        {
            var close = index + 1
            while close < lines.count, lines[close].trimmingCharacters(in: .whitespaces) != "```" { close += 1 }
            found.append(
                ScannedTranscript(
                    openingLine: index + 1, contentLines: Array(stride(from: index + 2, through: close, by: 1))))
            index = close + 1
            lastRunnableClose = nil
            continue
        }
        if line.hasPrefix("```") {
            var close = index + 1
            while close < lines.count, lines[close].trimmingCharacters(in: .whitespaces) != "```" { close += 1 }
            index = close + 1
            lastRunnableClose = nil
            continue
        }
        if !line.isEmpty { lastRunnableClose = nil }
        index += 1
    }
    return found
}

/// A process's command line, its arguments joined by spaces ("" once it is gone).
func commandLine(of pid: Int32) -> String {
    let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
    return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
}

/// Processes other than this one whose command line mentions `text`.
func processes(mentioning text: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { $0 != getpid() && commandLine(of: $0).contains(text) }
}

/// A `swiftc` in `folder` that runs `script` (a shell fragment that sees the arguments) before handing
/// them to the real compiler: a compiler that crashes or hangs on some input, for tests.
func wrappedCompiler(in folder: URL, running script: String) throws -> String {
    let real = try #require(
        ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
    let file = folder.appendingPathComponent("swiftc")
    try Data("#!/bin/sh\n\(script)\nexec \(real) \"$@\"\n".utf8).write(to: file)
    #expect(chmod(file.path, 0o755) == 0)
    return file.path
}
