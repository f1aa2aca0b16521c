import Foundation
import Testing

@testable import LessonModel

/// The reader of top-level items against the compiler's own parser. The oracle
/// (`Tests/Differential/ParserOracle/main.swift`) is compiled here, at test time, against the toolchain's
/// SwiftParser and SwiftSyntax host libraries, and lists each top-level item's kind and exact source range;
/// the reader must list the same for every program of the differential corpus and every runnable block of
/// the course.
@Suite struct ReaderAgreesWithParserTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCorpusProgramAndCourseBlockIsReadAsTheCompilerReadsIt() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parser-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let oracle = try ParserOracle.build(in: scratch, root: Self.root)

        var programs = try corpusPrograms() + courseBlocks()
        #expect(programs.count > 1000, "\(programs.count) programs")
        // Written out under numbered names: the oracle reads files.
        for (index, program) in programs.enumerated() {
            let file = scratch.appendingPathComponent("p\(index).swift")
            try Data(program.code.utf8).write(to: file)
            programs[index].file = file.path
        }
        let expected = try ParserOracle.items(of: programs.map(\.file), oracle: oracle)
        var disagreements: [String] = []
        for program in programs {
            let read = ReaderListing.items(of: program.code)
            let parsed = expected[program.file] ?? []
            guard read != parsed else { continue }
            disagreements.append(
                "\(program.name):\n  compiler: \(parsed.joined(separator: " | "))\n  reader:   \(read.joined(separator: " | "))"
            )
        }
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) of \(programs.count) disagree:\n\(disagreements.prefix(25).joined(separator: "\n"))"
        )
    }

    struct Program {
        var name: String
        var code: String
        var file = ""
    }

    func corpusPrograms() throws -> [Program] {
        let corpus = Self.root.appendingPathComponent("Tests/Differential")
        let files = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("ParserOracle") }.sorted()
        return try files.map { name in
            Program(name: name, code: try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8))
        }
    }

    func courseBlocks() throws -> [Program] {
        let lessons = Self.root.appendingPathComponent("lessons")
        let files = (FileManager.default.enumerator(atPath: lessons.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        return try files.flatMap { name -> [Program] in
            let data = try Data(contentsOf: lessons.appendingPathComponent(name))
            let lesson = LessonParser.parse(
                SourceText(bytes: [UInt8](data)), key: name, displayPath: name, kernelNames: [])
            return lesson.runnables.map { Program(name: "lessons/\(name):\($0.code.openingLine)", code: $0.code.code) }
        }
    }
}

/// The reader's items written as the oracle writes them.
enum ReaderListing {
    static func items(of code: String) -> [String] {
        let analysis = TopLevelAnalysis(code)
        var lines: [String] = []
        describe(analysis.items, analysis, indent: "", into: &lines)
        return lines
    }

    static func describe(
        _ items: [TopLevelItem], _ analysis: TopLevelAnalysis, indent: String, into lines: inout [String]
    ) {
        for item in items {
            let tokens = analysis.tokens
            var last = item.lastToken
            while last > item.firstToken, !analysis.isSignificant(last) || tokens[last].text == ";" { last -= 1 }
            let first = tokens[item.firstToken]
            let (endLine, endColumn) = end(of: tokens[last])
            lines.append("\(indent)\(kind(item, analysis)) \(first.line):\(first.column)-\(endLine):\(endColumn)")
            if case .conditional = item.kind { describe(item.inner, analysis, indent: indent + "  ", into: &lines) }
        }
    }

    static func kind(_ item: TopLevelItem, _ analysis: TopLevelAnalysis) -> String {
        switch item.kind {
        case .importDeclaration: return "import"
        case .declaration(let keyword, _): return keyword
        case .variable: return "variable"
        case .conditional: return "#if"
        case .statement:
            let first = analysis.tokens[item.firstToken].text
            if first == "#if" { return "#if" }
            if first == "#sourceLocation" { return "#sourceLocation" }
            // `let x: Int` assigned later, `let a = try f(), b = g()`: variables the generator treats as statements.
            if let keyword = item.keywordToken, ["let", "var"].contains(analysis.tokens[keyword].text) {
                return "variable"
            }
            // `async let`: a variable that stays a local of the entry.
            if first == "async", let next = analysis.nextSignificant(from: item.firstToken + 1),
                ["let", "var"].contains(analysis.tokens[next].text)
            {
                return "variable"
            }
            return "statement"
        }
    }

    /// The line and column just after a token (a multi-line string spans lines).
    static func end(of token: TopLevelAnalysis.Token) -> (Int, Int) {
        var line = token.line
        var column = token.column
        for scalar in token.text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 0
            } else if scalar != "\r" {
                column += String(scalar).utf8.count
            }
        }
        return (line, column)
    }
}

/// Builds and runs the compiler-parser oracle.
enum ParserOracle {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The toolchain's host libraries: `lib/swift/host` beside the `bin` that holds `swiftc`.
    static func hostLibraries() throws -> String {
        let which = try shell("/usr/bin/env", ["sh", "-c", "readlink -f \"$(command -v swiftc)\""])
        let bin = URL(fileURLWithPath: which.trimmingCharacters(in: .whitespacesAndNewlines))
            .deletingLastPathComponent()
        let host = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
        for module in ["SwiftParser", "SwiftSyntax"]
        where !FileManager.default.fileExists(atPath: "\(host)/\(module).swiftmodule") {
            throw Failure(description: "the toolchain has no \(module) host module under \(host)")
        }
        return host
    }

    static func build(in directory: URL, root: URL) throws -> String {
        let host = try hostLibraries()
        let binary = directory.appendingPathComponent("parser-oracle").path
        let source = root.appendingPathComponent("Tests/Differential/ParserOracle/main.swift").path
        _ = try shell(
            "/usr/bin/env",
            [
                "swiftc", "-I", host, "-L", host, "-lSwiftParser", "-lSwiftSyntax",
                "-Xlinker", "-rpath", "-Xlinker", host, source, "-o", binary,
            ])
        return binary
    }

    /// Items by file, as the oracle lists them.
    static func items(of files: [String], oracle: String) throws -> [String: [String]] {
        let output = try shell(oracle, files)
        var result: [String: [String]] = [:]
        var current = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
                result[current] = []
            } else {
                result[current, default: []].append(String(line))
            }
        }
        return result
    }

    /// Runs a program; its standard output, read while it runs (the listing is larger than a pipe holds).
    /// Standard error goes to a file, shown when the program fails.
    static func shell(_ executable: String, _ arguments: [String]) throws -> String {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parser-oracle-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(
                description: "\(executable) \(arguments.prefix(3).joined(separator: " ")) failed:\n\(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
