/// Where each top-level item of a block goes in the generated file: its imports to the top, its declarations
/// and globals to file scope, and its statements (and the variables that cannot be globals) into the entry.
/// Worked out before anything is written, from the analysis and the builder's retry (`generate`'s parameters).
struct BlockPlacement {
    enum Place { case imports, fileScope, body }

    /// For each item of `analysis.items`, where it goes.
    var places: [Place]
    /// Names of the variables (and functions) that stay locals of the entry.
    var keptLocal: Set<String>
    /// Indices of the items at file scope whose value the entry initialises (`EntryInitialisedGlobals`).
    var entryInitialized: Set<Int>

    init(_ analysis: TopLevelAnalysis, variablesAsGlobals: Bool, localLines: Set<Int>, entryLines: Set<Int>) {
        let rules = Rules(
            analysis: analysis, variablesAsGlobals: variablesAsGlobals, localLines: localLines, entryLines: entryLines)
        places = []
        keptLocal = []
        entryInitialized = []
        for item in analysis.items { places.append(place(of: item, rules)) }
        followLocals(analysis)
        let items = analysis.items
        let places = places
        entryInitialized = Set(items.indices.filter { places[$0] == .fileScope && rules.initializedByEntry(items[$0]) })
    }

    /// The decisions about one variable, from the retry the builder asked for.
    struct Rules {
        let analysis: TopLevelAnalysis
        let variablesAsGlobals: Bool
        let localLines: Set<Int>
        let entryLines: Set<Int>

        func onLocalLine(_ item: TopLevelItem) -> Bool {
            (item.firstLine...item.lastLine).contains(where: localLines.contains)
        }

        /// A variable stays a local of the entry when a global cannot mean the same: a global's initializer
        /// cannot suspend; and where top-level code awaits, its variables are main-actor isolated (SE-0343), so
        /// a `Task` their initializer starts runs on the main actor, after the code that goes on without
        /// suspending (in a global's initializer, not isolated, it would start at once). A `lazy` or wrapped
        /// variable stays global even then: a `main.swift` refuses both, and so must the block.
        func staysLocal(_ item: TopLevelItem) -> Bool {
            guard case .variable = item.kind else { return false }
            if item.isLazy || item.hasAttribute && !BlockProgramGenerator.isIsolationAttribute(item, analysis.tokens) {
                return false
            }
            return !variablesAsGlobals || BlockProgramGenerator.initializesInEntry(item, analysis) || onLocalLine(item)
        }

        /// Outside `#if` regions, such a variable is a global all the same, initialised by the entry
        /// (`EntryInitialisedGlobals`), unless the compiler refused it so.
        func initializedByEntry(_ item: TopLevelItem) -> Bool {
            let lines = item.firstLine...item.lastLine
            return variablesAsGlobals && BlockProgramGenerator.canInitializeInEntry(item, analysis)
                && !onLocalLine(item)
                && (BlockProgramGenerator.initializesInEntry(item, analysis)
                    || analysis.awaitsAtTopLevel && lines.contains(where: entryLines.contains))
        }
    }

    private mutating func place(of item: TopLevelItem, _ rules: Rules) -> Place {
        switch item.kind {
        case .importDeclaration:
            return .imports
        case .statement where item.isDeferred && rules.variablesAsGlobals && !rules.onLocalLine(item):
            return .fileScope
        case .statement:
            keptLocal.formUnion(item.boundNames)
            return .body
        case .variable(let names, _) where names.isEmpty:
            // `let _ = register("alpha")` binds nothing, which a global may not: it runs where it stands.
            return .body
        case .variable(let names, _):
            guard rules.staysLocal(item) && !rules.initializedByEntry(item) else { return .fileScope }
            keptLocal.formUnion(names)
            return .body
        case .conditional:
            // A region goes whole: to file scope unless a variable in it must stay local.
            let inner = BlockProgramGenerator.flattened(item)
            guard inner.contains(where: rules.staysLocal) else { return .fileScope }
            keptLocal.formUnion(inner.flatMap(BlockProgramGenerator.variableNames))
            return .body
        case .declaration:
            return .fileScope
        }
    }

    /// A function or variable that uses a variable which had to stay local stays local too, so it can see it
    /// (until nothing more moves).
    private mutating func followLocals(_ analysis: TopLevelAnalysis) {
        let tokens = analysis.tokens
        var grew = !keptLocal.isEmpty
        while grew {
            grew = false
            for (index, item) in analysis.items.enumerated() where places[index] == .fileScope {
                switch item.kind {
                case .declaration(let keyword, _) where keyword == "func": break
                case .variable, .conditional: break
                default: continue
                }
                let hidden = BlockProgramGenerator.parameterNames(of: item, analysis).union(
                    BlockProgramGenerator.localNames(of: item, analysis))
                let local = keptLocal
                guard
                    (item.firstToken...item.lastToken).contains(where: { index in
                        local.contains(tokens[index].text) && !hidden.contains(tokens[index].text)
                            && !BlockProgramGenerator.isLabelOrMember(index, analysis)
                    })
                else { continue }
                places[index] = .body
                keptLocal.formUnion(BlockProgramGenerator.flattened(item).flatMap(BlockProgramGenerator.variableNames))
                // A function that now runs in the entry is a local too: its callers follow it there.
                if case .declaration("func", let name) = item.kind { keptLocal.insert(name) }
                grew = true
            }
        }
    }
}

/// Whether a block shares a module with other blocks, and with what access its declarations are written.
struct ModuleChoice {
    /// Names of the types the block declares (a type alias is no type of the block's own:
    /// `typealias Celsius = Double` then `extension Celsius: Identifiable` is a conformance of `Double`).
    var declaredTypes: Set<String>
    /// Whether the declarations keep the access they were written with (a module of the block's own).
    var keepsAccess: Bool
    /// Why the block needs a module of its own, when known before its items are written.
    var reason: String?
    /// Why, when neither that nor its items say so (the reason named is the first that applies).
    var otherReason: String?

    static let runtimeNamers: Set<String> = [
        "NSStringFromClass", "NSClassFromString", "NSKeyedArchiver", "NSKeyedUnarchiver",
    ]

    init(_ analysis: TopLevelAnalysis, everyItem: [TopLevelItem], ownsLineDirectives: Bool) {
        let tokens = analysis.tokens
        declaredTypes = Set(
            everyItem.compactMap { item -> String? in
                if case .declaration(let keyword, let name) = item.kind,
                    !["extension", "func", "typealias"].contains(keyword)
                {
                    return name
                }
                return nil
            })
        // Foundation names a class by its runtime name (`NSStringFromClass`, `NSClassFromString`) only when it
        // is a module's own top-level class (`main.Plain`), not a file-private one: a block that does so keeps
        // its declarations' access, in a module (and process) of its own. (So does keyed archiving, which
        // names every archived class.)
        let namesClasses = tokens.contains { token in
            token.kind != .comment && token.kind != .string && Self.runtimeNamers.contains(token.text)
        }
        // `public`, `open` and a library interface's attributes (`@inlinable`, `@usableFromInline`) have rules
        // that hold only where they keep their meaning: made `fileprivate`, a public method taking the
        // block's own type, or an inlinable function using it, would not compile.
        let declaresInterface = everyItem.contains { item in
            if case .statement = item.kind { return false }
            return Self.declaresPublicInterface(item, analysis)
        }
        reason =
            namesClasses
            ? "it names classes by their runtime names (`NSStringFromClass`), which needs them internal to a module"
            : nil
        otherReason =
            declaresInterface
            ? "it declares a public interface (`public`, `open`, `@inlinable`), whose rules hold within a module of its own"
            : ownsLineDirectives
                ? "it sets its own line directives (`#sourceLocation`), which name its file as the program does"
                : nil
        // A block with a module of its own anyway (an operator, a precedence group, a conformance of a type it
        // does not declare) keeps every declaration's access, as in a `main.swift`: a conformance's members
        // stay internal, and may then use the block's own types (`extension Double: P { var m: Meters }`).
        let declared = declaredTypes
        let modulewide = everyItem.contains { item in
            guard case .declaration(let keyword, let name) = item.kind else { return false }
            return keyword == "operator" || keyword == "precedencegroup"
                || keyword == "extension" && item.declaresConformance && !declared.contains(name)
        }
        keepsAccess = namesClasses || modulewide || declaresInterface || ownsLineDirectives
        // An import with an access level (`private import Foundation`, SE-0409) makes every other import of
        // that module in the module need one too: such a block gets a module of its own.
        if everyItem.contains(where: { $0.kind == .importDeclaration && $0.accessToken != nil }) {
            reason =
                reason
                ?? "it imports a module with an access level, which every other import of that module in the module must then state"
        }
    }

    /// Whether a declaration says `public` or `open` (its own access or a member's), or carries an attribute
    /// of a library's interface.
    static func declaresPublicInterface(_ item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Bool {
        let tokens = analysis.tokens
        return (item.firstToken...item.lastToken).contains { index in
            let token = tokens[index]
            if token.kind == .attribute { return BlockProgramGenerator.libraryInterfaceAttributes.contains(token.text) }
            guard token.kind == .keyword else { return false }
            if token.text == "public" { return true }
            // `open` as a modifier, before another keyword (`open class`, `open func`), not a call `open(path)`.
            guard token.text == "open", let next = analysis.nextSignificant(from: index + 1) else { return false }
            return tokens[next].kind == .keyword && tokens[next].text != "("
        }
    }
}
