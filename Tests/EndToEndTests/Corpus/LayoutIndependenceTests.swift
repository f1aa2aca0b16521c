import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// Layout is the author's: every program of the differential corpus, re-laid out, must still print through
/// the tool what the original prints alone (`CorpusOracle`: the original compiled by `swiftc` as
/// `main.swift`). The re-layouts are the toolchain's `swift-format` (its rules off, so only the layout
/// changes) at a narrow and a wide line length with the existing line breaks ignored, and layouts people
/// write by hand that swift-format does not make (`HandLayout`). All of them are one course, filled by one
/// `lessonbuild fill`, so they cost the tool's compile time only. Programs whose output depends on their
/// own line numbers (`#line`, `#column`, `#sourceLocation`) are left out, and listed
/// (`Tests/Differential/layout-dependent.txt`). A re-layout that compiles only through a retry its original
/// does not need fails too.
@Suite struct LayoutIndependenceTests {
    struct Layout: Sendable {
        var name: String
        /// swift-format's configuration's changes to its defaults, or nil for a layout made by hand.
        var swiftFormat: [String: any Sendable]?
        var hand: (@Sendable (String) -> String)?
    }

    static let layouts: [Layout] = [
        Layout(
            name: "swift-format, line length 24",
            swiftFormat: [
                "lineLength": 24, "respectsExistingLineBreaks": false, "lineBreakBeforeEachArgument": true,
                "lineBreakBeforeEachGenericRequirement": true, "lineBreakBetweenDeclarationAttributes": true,
                "lineBreakBeforeControlFlowKeywords": true, "prioritizeKeepingFunctionOutputTogether": false,
            ]),
        Layout(
            name: "swift-format, line length 100",
            swiftFormat: ["lineLength": 100, "respectsExistingLineBreaks": false]),
        Layout(
            name: "by hand: Allman braces, where and -> on their own lines, attributes on their own lines, comments "
                + "between header parts, #if in attribute lists",
            hand: { HandLayout.broken(HandLayout.commented($0)) }),
    ]

    /// Which re-layouts a run checks: every one with `LESSONBUILD_LAYOUTS=all` (an hour of compiling on two
    /// cores), otherwise a fixed share chosen by the digest of the program's name and layout, the same on
    /// every run and machine, so that the whole suite stays within the CI's time. `LESSONBUILD_LAYOUTS=<k>/<n>`
    /// checks the k-th of n such shares (0 ≤ k < n), to run the whole set in parts.
    struct Sample: Sendable {
        var part: UInt64
        var parts: UInt64

        static let defaultParts: UInt64 = 5

        init(_ setting: String?) {
            let fields = (setting ?? "").split(separator: "/").compactMap { UInt64($0) }
            if setting == "all" {
                (part, parts) = (0, 1)
            } else if fields.count == 2, fields[1] > 0, fields[0] < fields[1] {
                (part, parts) = (fields[0], fields[1])
            } else {
                (part, parts) = (0, Self.defaultParts)
            }
        }

        func includes(_ program: String, _ layout: String) -> Bool {
            stableDigest(program + "\n" + layout) % parts == part
        }
    }

    static let sample = Sample(ProcessInfo.processInfo.environment["LESSONBUILD_LAYOUTS"])

    /// Programs swift-format itself refuses to read (its parser, stricter than the compiler's, says why).
    static let refusedBySwiftFormat: Set<String> = [
        "40-generator-edges/attribute-arguments-after-space.swift",
        "40-generator-edges/operator-declaration-semicolon-statement.swift",
    ]

    @Test func everyReLayoutPrintsWhatItsOriginalPrintsAlone() throws {
        // The originals' standalone outputs are found meanwhile (once a test process, shared with CorpusTests).
        DispatchQueue.global().async { _ = CorpusOracle.outputs }
        let programs = CorpusTests.programs().map { (name: $0.name, code: Self.body(of: $0.code)) }
        #expect(programs.count >= 300)
        let dependent = try Self.layoutDependent()
        let expectedDependent = Set(programs.filter { Self.printsItsLineNumbers($0.code) }.map(\.name))
        #expect(dependent == expectedDependent, "layout-dependent.txt is not the programs that read their lines")

        var blocks: [(name: String, layout: String, code: String)] = []
        var refused: Set<String> = []
        for layout in Self.layouts {
            let relaid = try Self.relayout(programs.filter { !dependent.contains($0.name) }, layout)
            for program in programs where !dependent.contains(program.name) {
                guard let code = relaid[program.name] else {
                    refused.insert(program.name)
                    continue
                }
                // A layout that changes nothing is the corpus test's own block.
                if code == program.code || !Self.sample.includes(program.name, layout.name) { continue }
                blocks.append((program.name, layout.name, code))
            }
        }
        #expect(refused == Self.refusedBySwiftFormat, "swift-format refused \(refused.sorted())")
        let (transcripts, retries, output) = try Self.fill(blocks)
        let standalone = CorpusOracle.outputs
        var problems: [String: String] = [:]
        var changedByReLayout: [String] = []
        for (index, block) in blocks.enumerated() {
            let label = "\(block.name) [\(block.layout)]"
            guard
                let problem = Oracle.compare(
                    standalone[block.name], code: block.code, transcript: transcripts[index], name: label)
            else { continue }
            // The re-layout itself compiled alone decides whether it is the original program at all: a
            // formatter that broke it (standalone swiftc refuses it, or it prints otherwise alone) made
            // another program, whose oracle is its own standalone build.
            let alone = try Oracle.output(of: Self.asCompiled(block))
            guard let original = standalone[block.name], !Self.samePrograms(alone, original) else {
                problems[label] = problem + "\n--- the re-layout:\n" + block.code
                continue
            }
            changedByReLayout.append(label)
            if let other = Self.differsFromItsOwnBuild(alone, block, transcripts[index], label) {
                problems[label] = other + "\n--- the re-layout:\n" + block.code
            }
        }
        print(
            "layout independence: \(changedByReLayout.count) re-layouts are other programs alone (swiftc refuses "
                + "them or they print otherwise), checked against their own build:\n"
                + changedByReLayout.sorted().joined(separator: "\n"))
        // Each failure known and not yet mended is listed with what is known of it; one not listed fails, and
        // so does one listed that now prints what its original prints.
        let known = try Self.knownFailures().filter { label in
            Self.sample.includes(String(label.prefix { $0 != " " }), Self.layoutName(of: label))
        }
        let unexpected = problems.filter { !known.contains($0.key) }.sorted { $0.key < $1.key }
        let mended = known.subtracting(problems.keys).sorted()
        print("layout independence: failing re-layouts:\n" + problems.keys.sorted().joined(separator: "\n"))
        #expect(
            unexpected.isEmpty,
            "\(unexpected.count) of \(blocks.count) re-layouts differ:\n\(unexpected.prefix(8).map(\.value).joined(separator: "\n"))\n\(output.suffix(3000))"
        )
        #expect(mended.isEmpty, "listed in layout-failures.txt but print what their original prints: \(mended)")
        let documented = try RetryRecord.documented()
        let undocumented = retries.filter { documented[blocks[$0.key].name] != $0.value }.map {
            "\(blocks[$0.key].name) [\(blocks[$0.key].layout)] compiled only through the \($0.value) retry"
        }
        #expect(undocumented.isEmpty, "\(undocumented.sorted().joined(separator: "\n"))")
        print("layout independence: \(blocks.count) re-layouts of \(programs.count - dependent.count) programs")
    }

    /// A block's code as the builder compiles it and the corpus oracle compiled its original: the
    /// `// main.swift — name` line first, so line numbers in messages are the same.
    static func asCompiled(_ block: (name: String, layout: String, code: String)) -> String {
        "// main.swift — \(block.name)\n" + block.code
    }

    /// Whether two standalone builds are of the same program as far as a lesson can tell: both compile and
    /// print the same lines, or neither compiles.
    static func samePrograms(
        _ one: (compiled: Bool, output: String, error: String, status: Int32),
        _ other: (compiled: Bool, output: String, error: String, status: Int32)
    ) -> Bool {
        one.compiled == other.compiled && (!one.compiled || LineDiff.lines(one.output) == LineDiff.lines(other.output))
    }

    /// Nil when the builder did with a re-layout what its own standalone build does: refused it where
    /// swiftc refuses it (no transcript), printed what it prints otherwise.
    static func differsFromItsOwnBuild(
        _ alone: (compiled: Bool, output: String, error: String, status: Int32),
        _ block: (name: String, layout: String, code: String), _ transcript: String?, _ label: String
    ) -> String? {
        guard alone.compiled else {
            return transcript.map { _ in "\(label): swiftc refuses it alone, but the builder wrote a transcript" }
        }
        return Oracle.compare(alone, code: asCompiled(block), transcript: transcript, name: label)
    }

    /// The program without the `// main.swift — name` line `CorpusTests.programs` puts first.
    static func body(of code: String) -> String {
        String(code[code.index(after: code.firstIndex(of: "\n")!)...])
    }

    static func printsItsLineNumbers(_ code: String) -> Bool {
        ["#line", "#column", "#sourceLocation"].contains { code.contains($0) }
    }

    /// `<path under Corpus> [<layout>]` lines of `Tests/Differential/layout-failures.txt`.
    static func knownFailures() throws -> Set<String> {
        let file = packageRoot.appendingPathComponent("Tests/Differential/layout-failures.txt")
        return Set(
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .compactMap { line in line.range(of: "]").map { String(line[..<$0.upperBound]) } })
    }

    /// The layout named between the brackets of a `<program> [<layout>]` label.
    static func layoutName(of label: String) -> String {
        guard let open = label.range(of: " ["), label.hasSuffix("]") else { return "" }
        return String(label[open.upperBound..<label.index(before: label.endIndex)])
    }

    static func layoutDependent() throws -> Set<String> {
        let file = packageRoot.appendingPathComponent("Tests/Differential/layout-dependent.txt")
        return Set(
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// Each program in `layout`, by name; none for a program swift-format refuses.
    static func relayout(_ programs: [(name: String, code: String)], _ layout: Layout) throws -> [String: String] {
        if let hand = layout.hand {
            return Dictionary(uniqueKeysWithValues: programs.map { ($0.name, hand($0.code)) })
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("relayout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for program in programs {
            let file = folder.appendingPathComponent("programs/" + program.name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(program.code.utf8).write(to: file)
        }
        try Data(try swiftFormatConfiguration(layout.swiftFormat ?? [:]).utf8).write(
            to: folder.appendingPathComponent("configuration.json"))
        // One swift-format for every program of the layout.
        let formatted = try run(
            try swiftFormat(),
            [
                "format", "--configuration", folder.appendingPathComponent("configuration.json").path, "--in-place",
                "--parallel", "--recursive", folder.appendingPathComponent("programs").path,
            ])
        let refused = Set(
            formatted.error.split(separator: "\n").compactMap { line -> String? in
                guard line.contains(": error: "), let range = line.range(of: "/programs/") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != ":" })
            })
        var result: [String: String] = [:]
        for program in programs where !refused.contains(program.name) {
            let file = folder.appendingPathComponent("programs/" + program.name)
            result[program.name] = try String(contentsOf: file, encoding: .utf8)
        }
        return result
    }

    /// swift-format's default configuration with every rule off (they rewrite code, not only its layout) and
    /// `changes` made.
    static func swiftFormatConfiguration(_ changes: [String: any Sendable]) throws -> String {
        let defaults = try run(try swiftFormat(), ["dump-configuration"])
        var configuration = try #require(
            try JSONSerialization.jsonObject(with: Data(defaults.output.utf8)) as? [String: Any])
        let rules = try #require(configuration["rules"] as? [String: Any])
        configuration["rules"] = rules.mapValues { _ in false }
        for (key, value) in changes { configuration[key] = value }
        return String(decoding: try JSONSerialization.data(withJSONObject: configuration), as: UTF8.self)
    }

    /// The toolchain's swift-format, beside its `swiftc`.
    static func swiftFormat() throws -> String {
        let which = try run("/usr/bin/env", ["sh", "-c", "readlink -f \"$(command -v swiftc)\""])
        let beside = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .deletingLastPathComponent().appendingPathComponent("swift-format").path
        try #require(FileManager.default.isExecutableFile(atPath: beside), "no swift-format beside swiftc: \(beside)")
        return beside
    }

    /// Every block in one course, filled once: each block's transcript, and the retries (by block index).
    static func fill(_ blocks: [(name: String, layout: String, code: String)]) throws -> (
        [String?], [Int: String], String
    ) {
        var lessons: [String: String] = [:]
        for (index, chunk) in stride(from: 0, to: blocks.count, by: 10).enumerated() {
            var text = "# Layouts \(index)\n\n"
            for block in blocks[chunk..<min(chunk + 10, blocks.count)] {
                var code = "// main.swift — \(block.name)\n" + block.code
                if !code.hasSuffix("\n") { code += "\n" }
                let longest =
                    code.components(separatedBy: "\n").map { $0.drop { $0 == " " }.prefix { $0 == "`" }.count }
                    .max() ?? 0
                let fence = String(repeating: "`", count: max(3, longest + 1))
                text += fence + "swift\n" + code + fence + "\n\nProse.\n\n"
            }
            lessons[String(format: "tr/%04d-layouts.md", index + 1)] = text
        }
        let course = try temporaryCourse(lessons)
        defer { try? FileManager.default.removeItem(at: course) }
        let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path
        let started = Date()
        // The sample's selector is this test's, not the tool's: handed on, a program that counts the builder's
        // settings in its environment would see one its standalone run does not.
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "LESSONBUILD_LAYOUTS" }
        let filled = try run(
            productsDirectory.appendingPathComponent("lessonbuild").path, ["fill", "--kernels", kernels], in: course,
            environment: environment)
        print("layout independence: fill of \(blocks.count) blocks took \(Date().timeIntervalSince(started)) s")
        let loaded = Course.load(
            CourseLayout(lessonsDirectory: course.appendingPathComponent("lessons").path, kernelsDirectory: kernels))
        let runnables = loaded.lessons.flatMap(\.runnables)
        try #require(runnables.count == blocks.count, "\(runnables.count) blocks read back of \(blocks.count)")
        let record = course.appendingPathComponent(".build/lessonbuild/\(BlockCompiler.retriesRecord)")
        let indexes = Dictionary(
            runnables.enumerated().map { (BlockProgram.hex($0.element.digest), String($0.offset)) }
        ) { first, _ in first }
        let retried = try RetryRecord.read(record, names: indexes).compactMapKeys { Int($0) }
        return (runnables.map { $0.transcript?.code }, retried, filled.output)
    }
}

extension Dictionary {
    fileprivate func compactMapKeys<Other: Hashable>(_ transform: (Key) -> Other?) -> [Other: Value] {
        var result: [Other: Value] = [:]
        for (key, value) in self { if let other = transform(key) { result[other] = value } }
        return result
    }
}

/// Layouts people write by hand, made by rule from the program's tokens (never inside a string or comment).
enum HandLayout {
    typealias Token = SwiftTokenizer.Token

    /// Allman braces (a `{` that ends a line moves to a line of its own), `where` and `->` on lines of their
    /// own, and attributes that start a line on a line of their own.
    @Sendable static func broken(_ code: String) -> String {
        rewrite(code) { tokens, index, line in
            let token = tokens[index]
            if token.text == "{", endsLine(tokens, index), !startsLine(tokens, index) {
                return .breakBefore(line.indentation)
            }
            if token.kind == .keyword, token.text == "where", !startsLine(tokens, index) {
                return .breakBefore(line.indentation + "    ")
            }
            if isArrow(tokens, index), !startsLine(tokens, index) { return .breakBefore(line.indentation + "    ") }
            if let end = declarationAttributeEnd(tokens, index), startsLine(tokens, index) {
                return .breakAfter(end, line.indentation)
            }
            return nil
        }
    }

    /// A line comment after each declaration's keyword (the name on the next line), a block comment before
    /// `->`, and each attribute that starts a declaration's line inside `#if compiler(>=5.0)` … `#endif`.
    @Sendable static func commented(_ code: String) -> String {
        rewrite(code) { tokens, index, line in
            let token = tokens[index]
            if token.kind == .keyword, declarationKeywords.contains(token.text),
                let next = nextSignificant(tokens, from: index + 1), next == index + 2,
                tokens[index + 1].text.allSatisfy({ $0 == " " }), isName(tokens[next])
            {
                return .replaceFollowingSpace(" // note\n" + line.indentation + "    ")
            }
            if isArrow(tokens, index) { return .insertBefore("/* result */ ") }
            if let end = declarationAttributeEnd(tokens, index), startsLine(tokens, index) {
                return .wrap(end, "#if compiler(>=5.0)\n" + line.indentation, "\n" + line.indentation + "#endif")
            }
            return nil
        }
    }

    static let declarationKeywords: Set<String> = [
        "func", "struct", "class", "enum", "protocol", "extension", "actor", "typealias",
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "indirect", "nonisolated",
        "dynamic", "optional", "let", "var", "func", "struct", "enum", "protocol", "extension", "actor",
        "typealias", "init", "subscript", "deinit", "case",
    ]

    enum Edit {
        case breakBefore(String)
        case breakAfter(Int, String)
        case replaceFollowingSpace(String)
        case insertBefore(String)
        case wrap(Int, String, String)
    }

    struct Line {
        var indentation: String
    }

    /// Applies `edit` at each token outside strings and comments, on lines that hold no string (a multi-line
    /// string's lines are its content).
    static func rewrite(_ code: String, _ edit: ([Token], Int, Line) -> Edit?) -> String {
        let tokens = SwiftTokenizer.tokens(code, merged: false)
        let unsafeLines = linesWithStrings(tokens)
        var output = ""
        var line = 0
        var indentation = ""
        var atLineStart = true
        var index = 0
        var pendingClose: [Int: String] = [:]
        var skipSpaceAt: Int?
        while index < tokens.count {
            let token = tokens[index]
            if atLineStart {
                indentation = ""
                var next = index
                while next < tokens.count, !tokens[next].text.isEmpty,
                    tokens[next].text.allSatisfy({ $0 == " " || $0 == "\t" })
                {
                    indentation += tokens[next].text
                    next += 1
                }
            }
            var text = token.text
            if skipSpaceAt == index {
                text = ""
                skipSpaceAt = nil
            }
            if !unsafeLines.contains(line), token.kind != .comment, token.kind != .string,
                let change = edit(tokens, index, Line(indentation: indentation))
            {
                switch change {
                case .breakBefore(let indent):
                    while output.last == " " { output.removeLast() }
                    output += "\n" + indent
                case .breakAfter(let end, let indent):
                    if end + 1 < tokens.count, tokens[end + 1].text.allSatisfy({ $0 == " " }) {
                        pendingClose[end] = "\n" + indent
                        skipSpaceAt = end + 1
                    }
                case .replaceFollowingSpace(let replacement):
                    pendingClose[index] = replacement
                    skipSpaceAt = index + 1
                case .insertBefore(let prefix):
                    output += prefix
                case .wrap(let end, let open, let close):
                    output += open
                    pendingClose[end] = close + "\n" + indentation
                    if end + 1 < tokens.count, tokens[end + 1].text.allSatisfy({ $0 == " " }) { skipSpaceAt = end + 1 }
                }
            }
            output += text
            if let close = pendingClose.removeValue(forKey: index) { output += close }
            let newlines = token.text.filter { $0 == "\n" || $0 == "\r\n" }.count
            line += newlines
            atLineStart = token.text.hasSuffix("\n")
            index += 1
        }
        return output
    }

    static func linesWithStrings(_ tokens: [Token]) -> Set<Int> {
        var result: Set<Int> = []
        var line = 0
        for token in tokens {
            let newlines = token.text.filter { $0 == "\n" || $0 == "\r\n" }.count
            if token.kind == .string || token.kind == .interpolation { result.formUnion(line...(line + newlines)) }
            line += newlines
        }
        return result
    }

    static func isSpace(_ token: Token) -> Bool {
        token.kind == .plain && token.text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" }
    }

    static func nextSignificant(_ tokens: [Token], from start: Int) -> Int? {
        (start..<tokens.count).first { !isSpace(tokens[$0]) }
    }

    /// Nothing but spaces (or a comment) after the token before the line ends.
    static func endsLine(_ tokens: [Token], _ index: Int) -> Bool {
        var i = index + 1
        while i < tokens.count {
            let text = tokens[i].text
            if text.contains("\n") { return true }
            if tokens[i].kind == .comment { return text.hasPrefix("//") }
            guard isSpace(tokens[i]) else { return false }
            i += 1
        }
        return true
    }

    static func startsLine(_ tokens: [Token], _ index: Int) -> Bool {
        var i = index - 1
        while i >= 0 {
            if tokens[i].text.contains("\n") { return true }
            guard isSpace(tokens[i]) else { return false }
            i -= 1
        }
        return true
    }

    /// `->`, not part of a longer operator.
    static func isArrow(_ tokens: [Token], _ index: Int) -> Bool {
        let operatorCharacters = Set("/=-+!*%<>&|^~?.")
        guard tokens[index].text == "-", index + 1 < tokens.count, tokens[index + 1].text == ">" else { return false }
        let before = index > 0 ? tokens[index - 1].text.last : nil
        let after = index + 2 < tokens.count ? tokens[index + 2].text.first : nil
        return !(before.map(operatorCharacters.contains) ?? false) && !(after.map(operatorCharacters.contains) ?? false)
    }

    static func isName(_ token: Token) -> Bool {
        guard token.kind == .plain || token.kind == .type, let first = token.text.unicodeScalars.first else {
            return false
        }
        return first == "_" || first.properties.isAlphabetic || first == "`"
    }

    /// The last token of an attribute at `index` (its arguments' closing parenthesis, if any) when a
    /// declaration follows it on the same line: an attribute of a declaration, not of a type or a statement.
    static func declarationAttributeEnd(_ tokens: [Token], _ index: Int) -> Int? {
        guard tokens[index].kind == .attribute, tokens[index].text != "@unknown" else { return nil }
        var end = index
        if index + 1 < tokens.count, tokens[index + 1].text == "(" {
            var depth = 0
            for i in (index + 1)..<tokens.count {
                if tokens[i].text == "(" { depth += 1 }
                if tokens[i].text == ")" { depth -= 1 }
                if depth == 0 {
                    end = i
                    break
                }
            }
        }
        guard end + 2 < tokens.count, tokens[end + 1].text.allSatisfy({ $0 == " " }) else { return nil }
        let next = tokens[end + 2]
        guard next.kind == .attribute || (next.kind == .keyword && modifiers.contains(next.text)) else { return nil }
        return end
    }
}
