extension TopLevelParser {
    /// The helper's source, compiled by `TopLevelParser.build` against the toolchain's SwiftParser and
    /// SwiftSyntax. `helper LIST`: LIST holds blocks as `<UTF-8 length>\n<code>`, one after another; the
    /// helper prints each block's top-level items in the listing `ParsedTopLevelItem.decode` reads.
    static let source = #"""
        import Foundation
        import SwiftParser
        import SwiftSyntax

        func declaration(_ decl: DeclSyntax) -> (keyword: TokenSyntax, name: String)? {
            if let d = decl.as(StructDeclSyntax.self) { return (d.structKeyword, d.name.text) }
            if let d = decl.as(ClassDeclSyntax.self) { return (d.classKeyword, d.name.text) }
            if let d = decl.as(EnumDeclSyntax.self) { return (d.enumKeyword, d.name.text) }
            if let d = decl.as(ProtocolDeclSyntax.self) { return (d.protocolKeyword, d.name.text) }
            if let d = decl.as(ActorDeclSyntax.self) { return (d.actorKeyword, d.name.text) }
            if let d = decl.as(ExtensionDeclSyntax.self) {
                return (d.extensionKeyword, d.extendedType.firstToken(viewMode: .sourceAccurate)?.text ?? "")
            }
            if let d = decl.as(FunctionDeclSyntax.self) { return (d.funcKeyword, d.name.text) }
            if let d = decl.as(TypeAliasDeclSyntax.self) { return (d.typealiasKeyword, d.name.text) }
            if let d = decl.as(OperatorDeclSyntax.self) { return (d.operatorKeyword, d.name.text) }
            if let d = decl.as(PrecedenceGroupDeclSyntax.self) { return (d.precedencegroupKeyword, d.name.text) }
            if let d = decl.as(MacroDeclSyntax.self) { return (d.macroKeyword, d.name.text) }
            return nil
        }

        let accessWords: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]

        func offset(_ token: TokenSyntax?) -> String {
            guard let token, token.presence == .present else { return "-" }
            return String(token.positionAfterSkippingLeadingTrivia.utf8Offset)
        }

        func line(_ entry: CodeBlockItemSyntax, depth: Int, into lines: inout [String]) {
            let node = entry.item
            // The item's `;` belongs to it (`a; b` is two items, the `;` in the first), as an operator
            // declaration's parser keeps it anyway: no separator is left outside every item.
            let tokens = entry.tokens(viewMode: .sourceAccurate).filter { $0.presence == .present }
            guard let first = tokens.first, let last = tokens.last else { return }
            var kind = "statement"
            var keyword: TokenSyntax?
            var name = "-"
            var flags = ""
            var access: TokenSyntax?
            var regionClauses: IfConfigClauseListSyntax?
            if case .decl(let decl) = node {
                if let d = decl.as(ImportDeclSyntax.self) {
                    kind = "import"
                    keyword = d.importKeyword
                } else if let d = decl.as(VariableDeclSyntax.self) {
                    kind = "variable"
                    keyword = d.bindingSpecifier
                } else if let d = decl.as(IfConfigDeclSyntax.self) {
                    kind = "region"
                    regionClauses = d.clauses
                } else if let found = declaration(decl) {
                    kind = found.keyword.text
                    keyword = found.keyword
                    name = found.name.isEmpty ? "-" : found.name
                    if let d = decl.as(ExtensionDeclSyntax.self), d.inheritanceClause != nil { flags += "c" }
                }
                if let attributed = decl.asProtocol(WithAttributesSyntax.self), !attributed.attributes.isEmpty {
                    flags += "a"
                }
                if let modified = decl.asProtocol(WithModifiersSyntax.self) {
                    for modifier in modified.modifiers {
                        let word = modifier.name.text
                        if word == "lazy" { flags += "l" }
                        if word == "async" { flags += "y" }
                        if accessWords.contains(word), modifier.detail == nil, access == nil { access = modifier.name }
                    }
                }
            }
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            let fields = [
                String(depth), kind, String(start), String(end), offset(keyword), offset(access),
                flags.isEmpty ? "-" : flags, name.replacingOccurrences(of: "\t", with: " ")
                    .replacingOccurrences(of: "\n", with: " "),
            ]
            lines.append(fields.joined(separator: "\t"))
            for clause in regionClauses ?? [] {
                if case .statements(let inner)? = clause.elements {
                    for item in inner { line(item, depth: depth + 1, into: &lines) }
                }
            }
        }

        guard CommandLine.arguments.count == 2, let list = FileManager.default.contents(atPath: CommandLine.arguments[1])
        else {
            FileHandle.standardError.write(Data("usage: top-level-parser LIST\n".utf8))
            exit(2)
        }
        let bytes = [UInt8](list)
        var index = 0
        var output: [String] = []
        while index < bytes.count {
            guard let newline = bytes[index...].firstIndex(of: 10),
                let length = Int(String(decoding: bytes[index..<newline], as: UTF8.self)),
                newline + 1 + length <= bytes.count
            else {
                FileHandle.standardError.write(Data("top-level-parser: malformed list at byte \(index)\n".utf8))
                exit(2)
            }
            let code = Array(bytes[(newline + 1)..<(newline + 1 + length)])
            let tree = code.withUnsafeBufferPointer { Parser.parse(source: $0) }
            for item in tree.statements { line(item, depth: 0, into: &output) }
            output.append(".")
            index = newline + 1 + length
        }
        FileHandle.standardOutput.write(Data((output.joined(separator: "\n") + "\n").utf8))
        """#
}
