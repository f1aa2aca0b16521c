import Foundation
import LessonModel

/// Every shown Swift excerpt (a block that is never run: `import UIKit`, `import SwiftUI`) read by the
/// compiler's own parser, `swiftc -parse`, as a `main.swift` (so top-level statements are allowed, as a
/// lesson's fragments have them). Excerpts cannot be type-checked on Linux, but a missing brace or a
/// misspelt keyword is found, at the lesson's line. An excerpt marked `fragment` is left alone.
/// Results are kept in the build cache by the excerpt's text and the compiler's version.
struct ExcerptSyntax {
    var compiler: SwiftCompiler
    var cacheDirectory: String
    var compilerVersion: String
    var jobs = max(ProcessInfo.processInfo.activeProcessorCount, 1)

    /// Whether a block is an excerpt the parser reads.
    static func isParsed(_ item: LessonBlock) -> Bool {
        item.role == .excerpt && item.block.language == "swift" && !item.block.isFragment
    }

    /// The syntax errors of every parsed excerpt of the course, at the lessons' lines.
    func diagnostics(for lessons: [Lesson]) -> [Diagnostic] {
        let excerpts = lessons.flatMap { lesson in
            lesson.blocks.filter(Self.isParsed).map { (lesson: lesson, block: $0.block) }
        }
        let codes = Array(Set(excerpts.map(\.block.code))).sorted()
        guard !codes.isEmpty else { return [] }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        var outputs = [String](repeating: "", count: codes.count)
        outputs.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: codes.count) { index in
                results[index] = parse(codes[index])
            }
        }
        let byCode = Dictionary(uniqueKeysWithValues: zip(codes, outputs))
        return excerpts.flatMap { excerpt in
            let output = byCode[excerpt.block.code] ?? ""
            if let stop = Self.stopped(output) {
                return [Self.stoppedDiagnostic(stop, at: excerpt.lesson.location(excerpt.block.openingLine))]
            }
            return Self.diagnostics(of: output, block: excerpt.block, in: excerpt.lesson)
        }
    }

    /// The first line of what `parse` returns for a parser that stopped without naming a line of the excerpt.
    private static let stopMark = "\u{0}stopped\u{0}"

    private static func stopped(_ output: String) -> String? {
        output.hasPrefix(stopMark) ? String(output.dropFirst(stopMark.count)) : nil
    }

    /// An excerpt whose parse crashed or stopped: an error, never a pass (nothing is known of its syntax).
    static func stoppedDiagnostic(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .compilerCrash, at: location,
            "the compiler's parser stopped on this excerpt without a verdict (\(what)), so its syntax is not checked",
            hint:
                "simplify the excerpt, or mark it `fragment` in its info string (```swift fragment) to leave it unparsed"
        )
    }

    /// The parser's errors as diagnostics at the lesson's lines; its notes (`to match this opening '{'`)
    /// follow the error they explain, in its detail.
    static func diagnostics(of output: String, block: CodeBlock, in lesson: Lesson) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for message in CompilerMessage.parse(output) where message.path == "main.swift" {
            let line = block.openingLine + message.line
            let location = SourceLocation(
                file: lesson.displayPath, line: line, column: message.column + block.linePrefix.utf8.count)
            if message.severity == "note", !found.isEmpty {
                found[found.count - 1].detail +=
                    (found[found.count - 1].detail.isEmpty ? "" : "\n")
                    + "note at line \(line): \(message.text)"
                continue
            }
            guard message.severity == "error" else { continue }
            found.append(
                Diagnostic(
                    .error, .excerptSyntax, at: location, "this Swift excerpt does not parse: \(message.text)",
                    hint:
                        "fix the excerpt, or mark a deliberately incomplete one `fragment` in its info string (```swift fragment)"
                ))
        }
        return found
    }

    /// What `swiftc -parse main.swift` prints for one excerpt (empty when it parses), from the cache or the compiler.
    private func parse(_ code: String) -> String {
        let key = BlockProgram.hex(stableDigest(compilerVersion + "\nparse\n" + code))
        let record = cacheDirectory + "/" + key
        if let bytes = BuildCache.record(atPath: record) { return String(decoding: bytes, as: UTF8.self) }
        let folder = cacheDirectory + "/work-" + key
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { BuildCache.remove(folder) }
        guard (try? Data(code.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))) != nil else {
            return Self.stopMark + "cannot write \(folder)/main.swift"
        }
        let run = compiler.run(
            ["-parse", "-diagnostic-style", "llvm", "-no-color-diagnostics", "main.swift"], in: folder)
        // A parser that crashed or stopped without naming a line says nothing about the excerpt: an error,
        // not recorded (tried again next time).
        if let breakdown = SwiftCompiler.Breakdown(run) {
            switch breakdown {
            case .crashed(let what): return Self.stopMark + what
            case .stopped(let stop): return Self.stopMark + stop.description
            case .linkerFailed(let what): return Self.stopMark + what
            }
        }
        guard run.status == 0 || run.output.contains(": error: ") else {
            let first = run.output.split(separator: "\n").first.map(String.init) ?? "no message"
            return Self.stopMark + "exit status \(run.status): \(first)"
        }
        BuildCache.writeRecord(record, Array(run.output.utf8))
        return run.output
    }
}
