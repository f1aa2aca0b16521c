// The compiler's own parser as the oracle for lessonbuild's reader of top-level items.
//
// Built at test time against the toolchain's host libraries (never by the package, which keeps no
// unsafeFlags):
//   swiftc -I <toolchain>/lib/swift/host -L <toolchain>/lib/swift/host -lSwiftParser -lSwiftSyntax \
//          -Xlinker -rpath -Xlinker <toolchain>/lib/swift/host main.swift -o parser-oracle
// Usage: parser-oracle FILE...   For each file, a line `== FILE`, then one line per top-level item:
//   <kind> <first line>:<first column>-<last line>:<last column>
// lines and UTF-8 columns 0-based, the end just after the item's last character (its semicolon and trivia
// left out). The items of a `#if` region that holds a declaration, a variable or an import follow it, indented
// by two spaces, in every branch, as the reader lists them.
import Foundation
import SwiftParser
import SwiftSyntax

func kind(of item: CodeBlockItemSyntax.Item) -> String {
    switch item {
    case .decl(let declaration):
        if declaration.is(ImportDeclSyntax.self) { return "import" }
        if declaration.is(VariableDeclSyntax.self) { return "variable" }
        if declaration.is(IfConfigDeclSyntax.self) { return "#if" }
        if declaration.is(PoundSourceLocationSyntax.self) { return "#sourceLocation" }
        if declaration.is(StructDeclSyntax.self) { return "struct" }
        if declaration.is(ClassDeclSyntax.self) { return "class" }
        if declaration.is(EnumDeclSyntax.self) { return "enum" }
        if declaration.is(ProtocolDeclSyntax.self) { return "protocol" }
        if declaration.is(ActorDeclSyntax.self) { return "actor" }
        if declaration.is(ExtensionDeclSyntax.self) { return "extension" }
        if declaration.is(FunctionDeclSyntax.self) { return "func" }
        if declaration.is(TypeAliasDeclSyntax.self) { return "typealias" }
        if declaration.is(OperatorDeclSyntax.self) { return "operator" }
        if declaration.is(PrecedenceGroupDeclSyntax.self) { return "precedencegroup" }
        if declaration.is(MacroDeclSyntax.self) { return "macro" }
        return "statement"
    default:
        return "statement"
    }
}

/// Whether a region's items include something besides statements (the reader lists only those regions' items).
func holdsDeclarations(_ region: IfConfigDeclSyntax) -> Bool {
    region.clauses.contains { clause in
        guard case .statements(let items)? = clause.elements else { return false }
        return items.contains { item in
            let name = kind(of: item.item)
            return name != "statement" && name != "#sourceLocation"
        }
    }
}

func describe(_ items: CodeBlockItemListSyntax, _ converter: SourceLocationConverter, indent: String, into lines: inout [String]) {
    for item in items {
        let node = item.item
        let name = kind(of: node)
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        // (An operator declaration's parser keeps a `;` after its name as its last token.)
        var endToken = node.lastToken(viewMode: .sourceAccurate)
        if endToken?.tokenKind == .semicolon, let previous = endToken?.previousToken(viewMode: .sourceAccurate) { endToken = previous }
        let end = endToken.map { converter.location(for: $0.endPositionBeforeTrailingTrivia) } ?? start
        lines.append("\(indent)\(name) \(start.line - 1):\(start.column - 1)-\(end.line - 1):\(end.column - 1)")
        if case .decl(let declaration) = node, let region = declaration.as(IfConfigDeclSyntax.self), holdsDeclarations(region) {
            for clause in region.clauses {
                if case .statements(let inner)? = clause.elements {
                    describe(inner, converter, indent: indent + "  ", into: &lines)
                }
            }
        }
    }
}

var output: [String] = []
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("parser-oracle: cannot read \(path)\n".utf8))
        exit(1)
    }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    output.append("== \(path)")
    describe(tree.statements, converter, indent: "", into: &output)
}
print(output.joined(separator: "\n"))
