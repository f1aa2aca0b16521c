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
    /// Where SourceKit keeps the clang modules it builds (Foundation's, Glibc's); nil: its default, in the
    /// user's home.
    public var moduleCache: String?

    public init(sourceKit: SourceKit, languageMode: String, moduleCache: String? = nil) {
        self.sourceKit = sourceKit
        self.languageMode = languageMode
        self.moduleCache = moduleCache
    }

    /// - Parameters:
    ///   - file: the path of the code on disk (its text must be `code`).
    ///   - kernelFiles: the kernel files compiled with it (the code itself among them when it is a kernel).
    public func names(of code: String, file: String, kernelFiles: [String]) -> CodeNames {
        let arguments =
            ["-module-name", "main", "-swift-version", languageMode]
            + (moduleCache.map { ["-module-cache-path", $0] } ?? [])
            + ([file] + kernelFiles.filter { $0 != file })
        let opened = open(file, arguments: arguments)
        defer { if opened { close(file) } }
        var names = CodeNames()
        var known: [Declaration: Int] = [:]
        let expressions = ExpressionTypes(sourceKit.expressionTypes(file: file, arguments: arguments), code: code)
        // The type of each value use by where it ends: the base of a member that follows it.
        var valueTypes: [Int: String] = [:]
        for identifier in CodeIdentifiers.find(in: code) {
            let answer = cursorInfo(file: file, offset: identifier.offset, arguments: arguments)
            guard
                let declaration = answer.flatMap({ Self.declaration($0, file: file, kernelFiles: kernelFiles) })
                    ?? expressions.tupleElement(identifier),
                !Self.isLabel(identifier, of: declaration, in: code)
            else { continue }
            let index = known[declaration] ?? names.declarations.count
            if index == names.declarations.count {
                known[declaration] = index
                names.declarations.append(declaration)
            }
            let type =
                expressions.useType(identifier, of: declaration)
                ?? expressions.qualifiedNestedType(identifier, of: declaration, baseTypes: valueTypes)
            if declaration.kind.hasPrefix("var.") {
                valueTypes[identifier.offset + identifier.length] =
                    type ?? declaration.valueTypeRange().map { String(declaration.text[$0]) }
            }
            names.occurrences.append(
                CodeNames.Occurrence(
                    offset: identifier.offset, length: identifier.length, declaration: index, type: type))
        }
        return names
    }

    /// Opens the document: sourcekitd keeps its type-checked tree for the requests that follow.
    private func open(_ file: String, arguments: [String]) -> Bool {
        (try? sourceKit.send([
            ("key.request", .uid("source.request.editor.open")), ("key.name", .string(file)),
            ("key.sourcefile", .string(file)), ("key.enablesyntaxmap", .integer(0)),
            ("key.enablesubstructure", .integer(0)), ("key.compilerargs", .strings(arguments)),
        ])) != nil
    }

    private func close(_ file: String) {
        _ = try? sourceKit.send([("key.request", .uid("source.request.editor.close")), ("key.name", .string(file))])
    }

    private func cursorInfo(file: String, offset: Int, arguments: [String]) -> [String: Any]? {
        try? sourceKit.send([
            ("key.request", .uid("source.request.cursorinfo")), ("key.sourcefile", .string(file)),
            ("key.offset", .integer(offset)), ("key.compilerargs", .strings(arguments)),
            // sourcekitd cancels a cursor-info request when the next one arrives, unless told not to: the
            // blocks of a course are asked about from several threads at once.
            ("key.cancel_on_subsequent_request", .integer(0)),
        ])
    }

    /// Whether the identifier is `_` or an argument label (`model:` in `check("a", model: m)`): the compiler
    /// answers with the function there, which is not what the word names.
    static func isLabel(_ identifier: (offset: Int, length: Int), of declaration: Declaration, in code: String) -> Bool {
        let bytes = code.utf8.dropFirst(identifier.offset).prefix(identifier.length)
        let spelled = String(decoding: bytes, as: UTF8.self)
        if spelled == "_" { return true }
        guard let open = declaration.name.firstIndex(of: "(") else { return false }
        let base = declaration.name[..<open]
        let labels = declaration.name[declaration.name.index(after: open)...].split(separator: ":").map(String.init)
        return spelled != base && labels.contains(spelled)
    }

    /// A cursor-info answer as a declaration, or nil when the compiler resolved nothing there.
    static func declaration(_ answer: [String: Any], file: String, kernelFiles: [String]) -> Declaration? {
        // A module (`Foundation` in `import Foundation`): the compiler answers with its name and no declaration.
        if answer["key.kind"] as? String == "source.lang.swift.ref.module", let name = answer["key.name"] as? String {
            return Declaration(
                text: "module \(name)", name: name, kind: "module", type: nil, summary: nil, place: .module(name))
        }
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
