/// A top-level `let` or `var` declared with its type and no value, and assigned on a later line
/// (`let message: String` / `if … { message = "A" } else { message = "B" }`), is a global in a `main.swift`:
/// types and functions anywhere in the file use it, and what it holds is never released. A global needs its
/// value where it is declared, so it becomes a computed one over optional storage that starts empty:
///
///     fileprivate var message: String { get { __lessonbuild_storage7! } set { __lessonbuild_storage7 = newValue } }; fileprivate var __lessonbuild_storage7: (String)? = nil
///
/// The declaration's own line keeps its columns (`let` becomes `var`, of the same width); the entry has
/// nothing to run there, and every assignment goes through the setter.
extension BlockProgramGenerator {
    static func deferredText(
        of item: TopLevelItem, slot: Int, _ analysis: TopLevelAnalysis, keepsAccess: Bool,
        edits: inout [BlockProgram.ColumnEdit]
    ) -> String {
        var tokens = analysis.tokens
        if let keyword = item.keywordToken { tokens[keyword].text = "var" }
        var lastCode = item.lastToken
        while lastCode > item.firstToken,
            tokens[lastCode].isSpace || tokens[lastCode].kind == .comment || tokens[lastCode].text == ";"
        {
            lastCode -= 1
        }
        var declaration = item
        declaration.lastToken = lastCode
        let text = self.text(
            of: declaration, tokens, rewritingFunctionIn: nil, access: keepsAccess ? .keep : .makeFilePrivate,
            edits: &edits)
        let type =
            analysis.nextSignificant(from: item.keywordToken! + 1).flatMap { analysis.nextSignificant(from: $0 + 1) }
            .map { colon in (colon + 1...lastCode).map { tokens[$0].isNewline ? " " : tokens[$0].text }.joined() } ?? ""
        let storage = "__lessonbuild_storage\(slot)"
        return text
            + " { get { \(storage)! } set { \(storage) = newValue } }; fileprivate var \(storage): (\(type))? = nil"
    }
}
