public enum BlockProgramGenerator {
    /// Name of the module the kernels are compiled into; blocks import it with `@testable` (kernels are
    /// written without `public`), and their own declarations shadow a kernel's of the same name.
    public static let kernelModule = "LessonKernels"
    /// The module a language's own kernels are compiled into (`<kernels>/<lang>/`): `LessonKernels_az`,
    /// `LessonKernels_pt_BR`. A module name of its own, so that both kinds load into one worker side by side.
    public static func kernelModule(forLanguage code: String) -> String {
        kernelModule + "_" + String(code.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
    static let entryFunction = "__lessonbuild_main"
    static let tryFunction = "__lessonbuild_try"
    static let keepFunction = "__lessonbuild_keep"

    /// - Parameters:
    ///   - code: the block's text, first line `// main.swift…`, lines ending in "\n".
    ///   - importsKernels: whether a kernel module exists to import.
    ///   - kernelModuleName: its name (`kernelModule`, or a language's own: `kernelModule(forLanguage:)`).
    ///   - variablesAsGlobals: top-level variables become file-scope globals, as in a `main.swift`. The builder
    ///     retries a block that does not compile that way with `false` (locals of the entry function, kept alive
    ///     to the end): a few things a `main.swift` accepts are refused for globals (an inferred opaque type
    ///     from another declaration, a main-actor initializer).
    ///   - localLines: 0-based lines of the code whose variables stay locals even so (those the compiler
    ///     refused as globals: the builder first retries with just them).
    ///   - entryLines: 0-based lines whose variables the entry initialises (`EntryInitialisedGlobals`) in code
    ///     that awaits, where top-level variables are main-actor isolated: the builder's first retry, for a
    ///     global whose initializer the compiler refused outside the main actor.
    ///   - kernelImports: the kernels' own imports (`import Foundation`), which each block gets too: in a
    ///     standalone `swiftc main.swift Kernels/*.swift`, `main.swift` finds the members they bring.
    public static func generate(code: String, importsKernels: Bool, kernelModuleName: String = kernelModule, kernelImports: [String] = [],
                                variablesAsGlobals: Bool = true, localLines: Set<Int> = [], entryLines: Set<Int> = []) -> BlockProgram {
        let digest = stableDigest(code)
        let hex = BlockProgram.hex(digest)
        let analysis = TopLevelAnalysis(code)
        let tokens = analysis.tokens
        let path = ProgramText.stringLiteral(BlockProgram.virtualPath(digest: digest))
        var edits: [BlockProgram.ColumnEdit] = []

        // Decide where each item goes.
        let everyItem = analysis.items.flatMap(Self.flattened)
        // (A type alias is no type of the block's own: `typealias Celsius = Double` then
        // `extension Celsius: Identifiable` is a conformance of `Double`.)
        let declaredTypes = Set(everyItem.compactMap { item -> String? in
            if case .declaration(let keyword, let name) = item.kind, !["extension", "func", "typealias"].contains(keyword) { return name }
            return nil
        })
        // A variable stays a local of the entry when a global cannot mean the same: a global's initializer
        // cannot suspend; and where top-level code awaits, its variables are main-actor isolated (SE-0343), so
        // a `Task` their initializer starts runs on the main actor, after the code that goes on without
        // suspending (in a global's initializer, not isolated, it would start at once). A `lazy` or wrapped
        // variable stays global even then: a `main.swift` refuses both, and so must the block.
        let staysLocal = { (item: TopLevelItem) -> Bool in
            guard case .variable = item.kind else { return false }
            if item.isLazy || item.hasAttribute && !isIsolationAttribute(item, tokens) { return false }
            return !variablesAsGlobals || initializesInEntry(item, analysis)
                || (item.firstLine...item.lastLine).contains(where: localLines.contains)
        }
        // Outside `#if` regions, such a variable is a global all the same, initialised by the entry
        // (`EntryInitialisedGlobals`), unless the compiler refused it so.
        let initializedByEntry = { (item: TopLevelItem) -> Bool in
            let lines = item.firstLine...item.lastLine
            return variablesAsGlobals && canInitializeInEntry(item, analysis) && !lines.contains(where: localLines.contains)
                && (initializesInEntry(item, analysis) || analysis.awaitsAtTopLevel && lines.contains(where: entryLines.contains))
        }
        var keptLocal = Set<String>()
        var placement: [Placement] = []
        for item in analysis.items {
            switch item.kind {
            case .importDeclaration: placement.append(.imports)
            case .statement where item.isDeferred && variablesAsGlobals
                && !(item.firstLine...item.lastLine).contains(where: localLines.contains):
                placement.append(.fileScope)
            case .statement:
                placement.append(.body)
                keptLocal.formUnion(item.boundNames)
            case .variable(let names, _):
                if staysLocal(item) && !initializedByEntry(item) {
                    keptLocal.formUnion(names)
                    placement.append(.body)
                } else {
                    placement.append(.fileScope)
                }
            case .conditional:
                // A region goes whole: to file scope unless a variable in it must stay local.
                let inner = Self.flattened(item)
                if inner.contains(where: staysLocal) {
                    keptLocal.formUnion(inner.flatMap(Self.variableNames))
                    placement.append(.body)
                } else {
                    placement.append(.fileScope)
                }
            case .declaration: placement.append(.fileScope)
            }
        }
        // A function or variable that uses a variable which had to stay local stays local too, so it can see it.
        var grew = !keptLocal.isEmpty
        while grew {
            grew = false
            for (index, item) in analysis.items.enumerated() where placement[index] == .fileScope {
                switch item.kind {
                case .declaration(let keyword, _) where keyword == "func": break
                case .variable, .conditional: break
                default: continue
                }
                let hidden = parameterNames(of: item, analysis).union(localNames(of: item, analysis))
                guard (item.firstToken...item.lastToken).contains(where: { index in
                    keptLocal.contains(tokens[index].text) && !hidden.contains(tokens[index].text) && !isLabelOrMember(index, analysis)
                }) else { continue }
                placement[index] = .body
                keptLocal.formUnion(Self.flattened(item).flatMap(Self.variableNames))
                // A function that now runs in the entry is a local too: its callers follow it there.
                if case .declaration("func", let name) = item.kind { keptLocal.insert(name) }
                grew = true
            }
        }

        // Those still at file scope once every use of a local has been followed (slot: the item's index).
        let entryInitialized = Set(analysis.items.indices.filter { placement[$0] == .fileScope && initializedByEntry(analysis.items[$0]) })

        // Foundation names a class by its runtime name (`NSStringFromClass`, `NSClassFromString`) only when it
        // is a module's own top-level class (`main.Plain`), not a file-private one: a block that does so keeps
        // its declarations' access, in a module (and process) of its own.
        // (So does keyed archiving, which names every archived class.)
        let runtimeNamers: Set<String> = ["NSStringFromClass", "NSClassFromString", "NSKeyedArchiver", "NSKeyedUnarchiver"]
        let namesClasses = tokens.contains { token in
            token.kind != .comment && token.kind != .string && runtimeNamers.contains(token.text)
        }
        var reason: String? = namesClasses ? "it names classes by their runtime names (`NSStringFromClass`), which needs them internal to a module" : nil
        // A block with a module of its own anyway (an operator, a precedence group, a conformance of a type it
        // does not declare) keeps every declaration's access, as in a `main.swift`: a conformance's members
        // stay internal, and may then use the block's own types (`extension Double: P { var m: Meters }`).
        let modulewide = everyItem.contains { item in
            guard case .declaration(let keyword, let name) = item.kind else { return false }
            return keyword == "operator" || keyword == "precedencegroup"
                || keyword == "extension" && item.declaresConformance && !declaredTypes.contains(name)
        }
        let keepsAccess = namesClasses || modulewide
        // An import with an access level (`private import Foundation`, SE-0409) makes every other import of
        // that module in the module need one too: such a block gets a module of its own.
        if everyItem.contains(where: { $0.kind == .importDeclaration && $0.accessToken != nil }) {
            reason = reason ?? "it imports a module with an access level, which every other import of that module in the module must then state"
        }
        // The kernels' imports, except of modules the block imports itself (perhaps with an access level).
        let ownImports = Set(everyItem.compactMap { item -> String? in
            guard item.kind == .importDeclaration, let keyword = item.keywordToken,
                  let module = analysis.nextSignificant(from: keyword + 1) else { return nil }
            return tokens[module].text
        })
        let addedImports = kernelImports.filter { line in
            !ownImports.contains(String(line.split(separator: " ").last?.split(separator: ".").first ?? ""))
        }
        var importLines: [String] = []
        var fileScope: [String] = []
        var forcing: [Int: String] = [:]   // first token of a global's declaration → what initialises it there
        var trailing: [Int: String] = [:]  // last token of a declaration → what the entry runs after it
        var bodyTokens = Set<Int>()
        var conditionalImports: [String] = []
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, item) in analysis.items.enumerated() {
            let range = item.firstToken...item.lastToken
            switch placement[index] {
            case .body:
                bodyTokens.formUnion(range)
                // `#if canImport(X)` / `import X` / `#endif`: the imports go to the top of the file, inside the
                // same conditions; the region's other lines stay in place.
                if tokens[item.firstToken].text == "#if" {
                    let lines = item.firstLine...min(item.lastLine, codeLines.count - 1)
                    // A line whose first token, after attributes, is the keyword `import` (not text in a string).
                    let regionImports = Set(range.compactMap { index -> Int? in
                        let token = tokens[index]
                        guard token.kind == .keyword, token.text == "import" else { return nil }
                        var before = index - 1
                        while before >= 0, !tokens[before].isNewline, tokens[before].isSpace || tokens[before].kind == .attribute { before -= 1 }
                        return before < 0 || tokens[before].isNewline ? token.line : nil
                    })
                    if !regionImports.isEmpty {
                        let kept = lines.filter { line in
                            let text = codeLines[line].drop { $0 == " " || $0 == "\t" }
                            return regionImports.contains(line) || ["#if", "#elseif", "#else", "#endif"].contains { text.hasPrefix($0) }
                        }
                        regionImports.forEach { line in bodyTokens.subtract(range.filter { tokens[$0].line == line }) }
                        conditionalImports.append(kept.map { codeLines[$0] }.joined(separator: "\n"))
                    }
                }
            case .imports:
                importLines.append("#sourceLocation(file: \(path), line: \(item.firstLine + 1))\n"
                                   + text(of: item, tokens, rewritingFunctionIn: nil, access: .keep, edits: &edits)
                                   + "\n#sourceLocation()")
            case .fileScope where item.isDeferred && item.kind == .statement:
                fileScope.append("#sourceLocation(file: \(path), line: \(item.firstLine + 1))\n"
                                 + String(repeating: " ", count: tokens[item.firstToken].column)
                                 + deferredText(of: item, slot: index, analysis, keepsAccess: keepsAccess, edits: &edits)
                                 + "\n#sourceLocation()")
            case .fileScope where entryInitialized.contains(index):
                trailing[item.lastToken] = entryInitialization(of: item, slot: index, tokens)
                fileScope.append("#sourceLocation(file: \(path), line: \(item.firstLine + 1))\n"
                                 + String(repeating: " ", count: tokens[item.firstToken].column)
                                 + entryInitializedText(of: item, slot: index, analysis, keepsAccess: keepsAccess, edits: &edits)
                                 + "\n#sourceLocation()")
            case .fileScope:
                for global in Self.flattened(item) where !Self.storedNames(global).isEmpty {
                    forcing[global.firstToken] = touch(of: global, tokens, entryIsolated: analysis.awaitsAtTopLevel)
                }
                if case .conditional = item.kind { bodyTokens.formUnion(Self.statementPart(of: item)) }
                fileScope.append("#sourceLocation(file: \(path), line: \(item.firstLine + 1))\n"
                                 + String(repeating: " ", count: tokens[item.firstToken].column)
                                 + fileScopeText(of: item, tokens, declaredTypes: declaredTypes, keepsAccess: keepsAccess,
                                                 reason: &reason, edits: &edits)
                                 + "\n#sourceLocation()")
            }
        }

        // The statements run in the getter of a global named `main`: there, and in the default arguments it
        // passes, `#function` is `main`, as in top-level code, and `do`/`catch` infers typed errors as a
        // function body does. A block that declares its own `main` gets a function instead.
        // (or that names `main` itself, such as the module in `main.Item`; a member such as `DispatchQueue.main`
        // or `.main` is found through its type, which a global `main` does not hide)
        // Only `main.` as a module qualifier needs it; `case main` or a member named `main` does not.
        let namesMain = tokens.indices.contains { index in
            guard tokens[index].text == "main", tokens[index].kind != .comment, tokens[index].kind != .string else { return false }
            guard analysis.previousSignificant(before: index).map({ tokens[$0].text != "." }) ?? true else { return false }
            return analysis.nextSignificant(from: index + 1).map { tokens[$0].text == "." } ?? false
        }
        let declaresMain = namesMain || everyItem.contains { item in
            switch item.kind {
            case .declaration(_, let name): return name == "main"
            case .variable(let names, _): return names.contains("main")
            default: return item.boundNames.contains("main")
            }
        }
        // The entry function's body: the statements where they stand; every other token becomes blank space
        // (keeping its line breaks), so each statement keeps its line and column.
        // A stored variable that had to stay a local stands for a global, which is never destroyed: its last
        // value is kept when the entry returns, so what it holds is not released (no `deinit` runs) either.
        var kept: [Int: [String]] = [:]
        for (index, item) in analysis.items.enumerated() where placement[index] == .body {
            if case .variable(let names, true) = item.kind, !names.isEmpty { kept[item.lastToken] = names }
        }
        // A declaration that runs in the entry is a local one, which takes no access modifier.
        var localAccess = Set<Int>()
        for (index, item) in analysis.items.enumerated() where placement[index] == .body {
            for inner in Self.flattened(item) {
                guard let access = inner.accessToken else { continue }
                localAccess.insert(access)
            }
        }
        var body = ""
        var absorb = 0   // blank columns a touch has taken the place of
        for (index, token) in tokens.enumerated() {
            if bodyTokens.contains(index) {
                // In the getter `main`, `#function` is `main` already (and a function declared inside names
                // itself); only the function that stands in for it must say `main`.
                body += localAccess.contains(index) ? blank(token.text) : rewritten(token, rewriteFunction: declaresMain, edits: &edits)
                if let names = kept[index] {
                    let keep = "; defer { " + names.map { "\(keepFunction)(\($0))" }.joined(separator: "; ") + " }"
                    edits.append(.init(line: token.line + 1, column: token.column + token.text.utf8.count, delta: keep.utf8.count))
                    body += keep
                }
            } else {
                if let touch = forcing[index] {
                    // Globals are initialised on first use: touching each where its declaration stood runs the
                    // initialisers in order, between the statements around them (`var a = 0; a += 1; let b = a`).
                    // The touch takes the place of the moved declaration's own blank columns, so nothing on the
                    // line moves (a message about the declaration comes from file scope, on the same line number);
                    // only a touch wider than the declaration's first line shifts what follows.
                    var room = 0
                    for following in index..<tokens.count where !bodyTokens.contains(following) {
                        if tokens[following].text.contains(where: \.isNewline) { break }
                        room += tokens[following].text.utf8.count
                        if following == tokens.count - 1 || bodyTokens.contains(following + 1) { break }
                    }
                    if touch.utf8.count > room {
                        edits.append(.init(line: token.line + 1, column: token.column, delta: touch.utf8.count - room))
                    }
                    body += touch
                    absorb = min(touch.utf8.count, room)
                }
                var spaces = blank(token.text)
                if absorb > 0, !spaces.contains("\n") {
                    let dropped = min(absorb, spaces.utf8.count)
                    spaces = String(repeating: " ", count: spaces.utf8.count - dropped)
                    absorb -= dropped
                } else if spaces.contains("\n") {
                    absorb = 0
                }
                body += spaces
            }
            if let after = trailing[index] {
                // Written where the declaration's last line ends: only what follows on that line moves.
                let following = tokens[(index + 1)...].prefix { !$0.isNewline }
                if following.indices.contains(where: bodyTokens.contains) {
                    edits.append(.init(line: token.line + 1, column: lastLineWidth(body), delta: after.utf8.count))
                }
                body += after
            }
        }

        // The standard library's names are written `Swift.X`, so that a block may declare its own `Void` or
        // `Unmanaged`; a block that declares a type named `Swift` itself gets them unqualified.
        let declaresSwift = everyItem.contains { item in
            if case .declaration(_, let name) = item.kind { return name == "Swift" || name == "`Swift`" }
            if case .variable(let names, _) = item.kind { return names.contains("Swift") || names.contains("`Swift`") }
            return false
        }
        let swift = declaresSwift ? "" : "Swift."
        var source = "// Generated by lessonbuild from a runnable block. Edit the lesson, not this file.\n"
        if importsKernels { source += "@testable import \(kernelModuleName)\n" }
        for line in addedImports { source += line + "\n" }
        for line in importLines { source += line + "\n" }
        for region in conditionalImports { source += region + "\n" }
        for declaration in fileScope { source += declaration + "\n" }
        if !entryInitialized.isEmpty { source += entryInitializationSupport(swift: swift) }
        if !kept.isEmpty { source += """
        fileprivate var \(keepFunction)Values: [Any] = []
        fileprivate func \(keepFunction)<T>(_ value: T) { \(keepFunction)Values.append(value) }
        fileprivate func \(keepFunction)<T: ~\(swift)Copyable>(_ value: borrowing T) {}

        """ }
        // Only where a global's initialiser may throw: a generic helper in every file costs compile time.
        if everyItem.contains(where: { $0.initializerThrows }) { source += """
        fileprivate func \(tryFunction)<T>(_ body: () throws -> T) -> T {
            do { return try body() } catch {
                \(swift)fatalError("Error raised at top level: \\(\(swift)String(reflecting: error))", file: "Swift/ErrorType.swift", line: 254)
            }
        }

        """ }
        let effects = analysis.awaitsAtTopLevel ? "async throws" : "throws"
        let entry = declaresMain ? entryFunction : "main"
        // Top-level code is main-actor isolated only where it awaits (SE-0343): synchronous top-level code is
        // nonisolated, so a `Task {}` it starts runs on the global executor, and calling a `@MainActor`
        // function from it does not compile — in the standalone program and here alike.
        let isolation = analysis.awaitsAtTopLevel ? "@_Concurrency.MainActor " : ""
        if declaresMain {
            source += "\(isolation)fileprivate func \(entryFunction)() \(effects) {\n"
        } else {
            source += "\(isolation)fileprivate var main: \(swift)Void {\nget \(effects) {\n"
        }
        source += "#sourceLocation(file: \(path), line: 1)\n" + body + "\n#sourceLocation()\n}\n" + (declaresMain ? "" : "}\n")
        let access = declaresMain ? "\(entry)()" : entry
        // Names the generated code uses are qualified with their module: a block may declare its own
        // `Unmanaged`, `Void`, `MainActor` or `fatalError`, as a `main.swift` may.
        let symbol = BlockProgram.symbol(digest: digest)
        // Synchronous top-level code is a plain function, which the worker calls outside any task, as the
        // runtime runs such a `main.swift`; code that awaits is a main-actor async function, run in a task.
        let entryType = analysis.awaitsAtTopLevel ? "@_Concurrency.MainActor () async throws -> \(swift)Void" : "() throws -> \(swift)Void"
        let call = analysis.awaitsAtTopLevel ? "try await \(access)" : "try \(access)"
        source += """
        @_cdecl("\(symbol)") public func \(symbol)() -> \(swift)UnsafeMutableRawPointer {
            let entry: \(entryType) = { \(call) }
            return \(swift)Unmanaged.passRetained(entry as \(swift)AnyObject).toOpaque()
        }

        """
        return BlockProgram(digest: digest, symbol: symbol, fileName: "B\(hex).swift", source: source,
                            ownModuleReason: reason, columnEdits: edits)
    }

    private enum Placement { case imports, fileScope, body }

    /// The import declarations of a kernel file (from `import` on, without attributes such as `@_exported`).
    public static func imports(ofKernel code: String) -> [String] {
        let analysis = TopLevelAnalysis(code)
        return analysis.items.compactMap { item -> String? in
            guard item.kind == .importDeclaration, let keyword = item.keywordToken else { return nil }
            return (keyword...item.lastToken).map { analysis.tokens[$0].kind == .comment ? "" : analysis.tokens[$0].text }
                .joined().split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
