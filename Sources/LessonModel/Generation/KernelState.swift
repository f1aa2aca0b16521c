/// State a kernel keeps for the life of a process: a stored global `var`, a stored `static var`, or a
/// global or static `let` holding an instance of a class or actor the kernels declare.
///
/// Standalone, every program starts with that state fresh. Blocks that share a worker process would see what
/// the blocks before them left in it, so the builder runs each block in a process of its own when the
/// kernels keep any (`CourseCompilation`). Computed properties, instance properties, locals and `let`
/// constants of value types are not state.
public enum KernelState {
    public struct Declaration: Equatable, Sendable {
        public var name: String
        /// 1-based line in the kernel file.
        public var line: Int

        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    /// The names of the classes and actors a kernel file declares.
    public static func referenceTypes(in code: String) -> Set<String> {
        let analysis = TopLevelAnalysis(code)
        let tokens = analysis.tokens
        var names = Set<String>()
        for index in tokens.indices
        where tokens[index].kind == .keyword && ["class", "actor"].contains(tokens[index].text) {
            // `class func`, `class var` and the like are members, not types: a type's name follows directly.
            guard let next = analysis.nextSignificant(from: index + 1), tokens[next].kind != .keyword,
                TopLevelAnalysis.isIdentifier(tokens[next].text)
            else { continue }
            names.insert(tokens[next].text)
        }
        return names
    }

    /// The state `code` declares, in order. `referenceTypes`: the classes and actors of all kernel files.
    public static func declarations(in code: String, referenceTypes: Set<String>) -> [Declaration] {
        let analysis = TopLevelAnalysis(code)
        let tokens = analysis.tokens
        var found: [Declaration] = []
        for index in tokens.indices
        where tokens[index].kind == .keyword && (tokens[index].text == "var" || tokens[index].text == "let") {
            let global = tokens[index].depth == 0
            guard global || isStatic(index, in: tokens),
                let name = analysis.nextSignificant(from: index + 1), TopLevelAnalysis.isIdentifier(tokens[name].text)
            else { continue }
            let isState: Bool
            switch shape(from: name, in: analysis) {
            case .computed: isState = false
            case .stored(let initializer):
                if tokens[index].text == "var" {
                    isState = true
                } else if let initializer, let start = analysis.nextSignificant(from: initializer + 1) {
                    isState = referenceTypes.contains(tokens[start].text)
                } else {
                    isState = false
                }
            }
            if isState { found.append(Declaration(name: tokens[name].text, line: tokens[name].line + 1)) }
        }
        return found
    }

    /// Whether the `var`/`let` at `index` is marked `static` among the modifiers before it on its line.
    private static func isStatic(_ index: Int, in tokens: [TopLevelAnalysis.Token]) -> Bool {
        var i = index - 1
        while i >= 0, !tokens[i].isNewline {
            if tokens[i].kind == .keyword && tokens[i].text == "static" { return true }
            if tokens[i].kind == .plain && ["{", "}", ";"].contains(tokens[i].text) { return false }
            i -= 1
        }
        return false
    }

    private enum Shape {
        /// An accessor block that is not only `willSet`/`didSet`, before any `=`.
        case computed
        /// With its `=`, or nil when it has no initializer.
        case stored(initializer: Int?)
    }

    private static func shape(from name: Int, in analysis: TopLevelAnalysis) -> Shape {
        let tokens = analysis.tokens
        let depth = tokens[name].depth
        var open = 0  // angle brackets of the type annotation
        for i in (name + 1)..<max(tokens.count, name + 1) {
            let token = tokens[i]
            if token.kind == .plain && token.depth == depth && open == 0 {
                if token.text == "=" { return .stored(initializer: i) }
                if token.text == "{" {
                    let first = analysis.nextSignificant(from: i + 1)
                    return first.map { ["willSet", "didSet"].contains(tokens[$0].text) } == true
                        ? .stored(initializer: nil) : .computed
                }
                if token.text == ";" || token.text == "}" { return .stored(initializer: nil) }
            }
            if token.kind == .plain {
                if ["(", "[", "<"].contains(token.text) { open += 1 }
                if [")", "]", ">"].contains(token.text) { open = max(open - 1, 0) }
            }
            if token.isNewline && open == 0 {
                // The declaration goes on only when the line ends in `:` (its type follows) or the next starts with `=`/`{`.
                let previous = analysis.previousSignificant(before: i).map { tokens[$0].text }
                let next = analysis.nextSignificant(from: i + 1).map { tokens[$0].text }
                if previous != ":" && next != "=" && next != "{" { return .stored(initializer: nil) }
            }
        }
        return .stored(initializer: nil)
    }
}
