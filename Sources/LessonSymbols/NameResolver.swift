import Foundation
import LessonModel

/// Asks SourceKit, identifier by identifier, what each name of a piece of code refers to.
///
/// The code is compiled as the reader's standalone program is: a `main.swift` (a runnable block) or a
/// kernel file, in module `main`, with the kernel files of its language beside it. The document is opened
/// once, so every cursor-info request after the first reuses its type-checked tree (about a millisecond a
/// name, against the tens a fresh compile takes).
public struct NameResolver: Sendable {
    public var sourceKit: SourceKit
    public var languageMode: String

    public init(sourceKit: SourceKit, languageMode: String) {
        self.sourceKit = sourceKit
        self.languageMode = languageMode
    }

    /// - Parameters:
    ///   - file: the path of the code on disk (its text must be `code`).
    ///   - kernelFiles: the kernel files compiled with it (the code itself among them when it is a kernel).
    public func names(of code: String, file: String, kernelFiles: [String]) -> CodeNames {
        let arguments =
            ["-module-name", "main", "-swift-version", languageMode]
            + ([file] + kernelFiles.filter { $0 != file })
        let opened = try? sourceKit.send([
            ("key.request", .uid("source.request.editor.open")), ("key.name", .string(file)),
            ("key.sourcefile", .string(file)), ("key.enablesyntaxmap", .integer(0)),
            ("key.enablesubstructure", .integer(0)), ("key.compilerargs", .strings(arguments)),
        ])
        defer {
            if opened != nil {
                _ = try? sourceKit.send([
                    ("key.request", .uid("source.request.editor.close")), ("key.name", .string(file)),
                ])
            }
        }
        var names = CodeNames()
        var known: [Declaration: Int] = [:]
        for identifier in CodeIdentifiers.find(in: code) {
            guard
                let answer = try? sourceKit.send([
                    ("key.request", .uid("source.request.cursorinfo")), ("key.sourcefile", .string(file)),
                    ("key.offset", .integer(identifier.offset)), ("key.compilerargs", .strings(arguments)),
                ]),
                let declaration = Self.declaration(answer, file: file, kernelFiles: kernelFiles)
            else { continue }
            let index = known[declaration] ?? names.declarations.count
            if index == names.declarations.count {
                known[declaration] = index
                names.declarations.append(declaration)
            }
            names.occurrences.append(
                CodeNames.Occurrence(offset: identifier.offset, length: identifier.length, declaration: index))
        }
        return names
    }

    /// A cursor-info answer as a declaration, or nil when the compiler resolved nothing there.
    static func declaration(_ answer: [String: Any], file: String, kernelFiles: [String]) -> Declaration? {
        guard let annotated = answer["key.annotated_decl"] as? String, let name = answer["key.name"] as? String,
            let kind = answer["key.kind"] as? String
        else { return nil }
        let text = DeclarationText.plain(annotated)
        guard !text.isEmpty else { return nil }
        return Declaration(
            text: text, name: name, kind: DeclarationText.kind(kind), type: answer["key.typename"] as? String,
            summary: (answer["key.doc_comment"] as? String).flatMap(DeclarationText.firstParagraph),
            place: place(answer, file: file, kernelFiles: kernelFiles))
    }

    static func place(_ answer: [String: Any], file: String, kernelFiles: [String]) -> Declaration.Place {
        let path = answer["key.filepath"] as? String
        let line = answer["key.line"] as? Int ?? 0
        let column = answer["key.column"] as? Int ?? 0
        if let path, line > 0 {
            if path == file, !kernelFiles.contains(file) { return .here(line: line, column: column) }
            if kernelFiles.contains(path) || path == file {
                return .kernel(file: URL(fileURLWithPath: path).lastPathComponent, line: line, column: column)
            }
        }
        return .module(answer["key.modulename"] as? String ?? "Swift")
    }
}

/// SourceKit's annotated declarations turned into what a reader sees.
public enum DeclarationText {
    /// Attributes that tell the optimiser or the library's evolution something, not the reader.
    static let hiddenAttributes: Set<String> = [
        "@inlinable", "@inline", "@usableFromInline", "@frozen", "@alwaysEmitIntoClient", "@preconcurrency",
    ]

    /// `<Declaration>var names: [<Type usr="s:Si">Int</Type>]</Declaration>` → `var names: [Int]`: the
    /// markup removed, entities decoded, attributes for the optimiser (`@inlinable`, `@_semantics(…)`) left out.
    public static func plain(_ annotated: String) -> String {
        var text = ""
        var inTag = false
        for character in annotated {
            if character == "<" {
                inTag = true
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        text = decodeEntities(text)
        return withoutHiddenAttributes(text)
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Drops leading attributes the reader need not see; an attribute's arguments (`@_semantics("…")`) go with it.
    static func withoutHiddenAttributes(_ text: String) -> String {
        var rest = Substring(text)
        var kept: [Substring] = []
        while rest.first == "@" {
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
                end = rest.index(after: end)
            }
            let name = rest[..<end]
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                var quoted = false
                while end < rest.endIndex {
                    let character = rest[end]
                    if character == "\"" { quoted.toggle() }
                    if !quoted && character == "(" { depth += 1 }
                    if !quoted && character == ")" { depth -= 1 }
                    end = rest.index(after: end)
                    if depth == 0 { break }
                }
            }
            let attribute = rest[..<end]
            if !(name.hasPrefix("@_") || hiddenAttributes.contains(String(name))) { kept.append(attribute) }
            rest = rest[end...].drop { $0 == " " }
        }
        return (kept + [rest]).joined(separator: " ")
    }

    /// `source.lang.swift.ref.var.instance` → `var.instance`.
    public static func kind(_ uid: String) -> String {
        var kind = Substring(uid)
        for prefix in ["source.lang.swift.", "decl.", "ref."] where kind.hasPrefix(prefix) {
            kind = kind.dropFirst(prefix.count)
        }
        return String(kind)
    }

    /// A documentation comment's first paragraph, its lines joined: what a popover has room for.
    public static func firstParagraph(_ comment: String) -> String? {
        var lines: [Substring] = []
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { if lines.isEmpty { continue } else { break } }
            // A parameter list or a callout is not the summary.
            if lines.isEmpty && trimmed.hasPrefix("- ") { return nil }
            lines.append(Substring(trimmed))
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
}
