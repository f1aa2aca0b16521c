import Testing

@testable import LessonModel

/// How a block is cut into file-scope declarations and entry-function statements. What the generated code
/// *does* is judged against standalone programs by the corpus tests; these pin the decisions.
@Suite struct BlockProgramTests {
    func kinds(_ code: String) -> [String] {
        TopLevelAnalysis(code).items.map(kind)
    }

    func kind(_ item: TopLevelItem) -> String {
        switch item.kind {
        case .importDeclaration: return "import"
        case .declaration(let keyword, let name): return "\(keyword) \(name)"
        case .variable(let names, let stored): return (stored ? "stored " : "computed ") + names.joined(separator: ",")
        case .statement: return "statement"
        case .conditional: return "#if(" + item.inner.map(kind).joined(separator: "; ") + ")"
        }
    }

    @Test func bindingsModifiersAndRegionsAreRead() {
        let code = """
            // main.swift
            let a = make("a"), b = make("b")
            let table = Dictionary<String, Int>(), other: [Int] = []
            let toLength: Transformer<String, Int> = { $0.count }
            var x: Int = 1, y: Double = 2
            nonisolated(unsafe) var requests = 0
            #if DEBUG
            let mode = "debug"
            func log(_ s: String) { print("[d]", s) }
            #elseif os(Linux)
            #if canImport(Foundation)
            import Foundation
            #endif
            let mode = "linux"
            #else
            let mode = "other"
            #endif
            #if DEBUG
            print("debug")
            #endif
            """
        #expect(
            kinds(code) == [
                "stored a,b", "stored table,other", "stored toLength", "stored x,y", "stored requests",
                "#if(stored mode; func log; #if(import); stored mode; stored mode)", "statement",
            ])
    }

    /// Top-level code awaits when `await` stands outside closures and declarations, also inside the bodies of
    /// `do`, `if`, loops and the like; an `await` in a closure or a function does not make it so.
    @Test(arguments: [
        ("do {\n    print(try await f())\n} catch {\n    print(error)\n}\n", true),
        ("outer: for i in 0..<2 {\n    if i > 0 { await g() }\n}\n", true),
        ("if await ready() { print(1) } else { print(2) }\n", true),
        (
            "let x = [1].map { $0 }\nguard x.count > 0 else { fatalError() }\nswitch x.count {\ncase 1: await g()\ndefault: break\n}\n",
            true
        ),
        ("Task { await g() }\n", false),
        ("func h() async { await g() }\nlet c: () async -> Void = { await g() }\n", false),
        ("[1, 2].forEach { _ in Task { await g() } }\n", false),
    ])
    func awaitInTopLevelCodeIsFound(_ code: String, _ awaits: Bool) {
        #expect(TopLevelAnalysis("// main.swift\n" + code).awaitsAtTopLevel == awaits, "\(code)")
    }

    @Test func aRegionOfDeclarationsGoesToFileScopeAndOneWithAStatementStaysInPlace() {
        let program = BlockProgramGenerator.generate(
            code:
                "// main.swift\n#if DEBUG\nfunc log() { print(1) }\n#else\ninternal func log() { print(2) }\n#endif\nstruct S { func f() { log() } }\nS().f()\n",
            importsKernels: false)
        #expect(
            program.source.contains(
                "#if DEBUG\nfileprivate func log() { print(1) }\n#else\nfileprivate func log() { print(2) }\n#endif"),
            "\(program.source)")
        // Declarations and statements in one region: the declarations at file scope, the statements in the
        // entry, each under the same conditions.
        let mixed = BlockProgramGenerator.generate(
            code:
                "// main.swift\nfunc f() -> Int { x * 2 }\n#if os(Linux)\nlet x = 21\nprint(\"inside\")\n#endif\nprint(f())\n",
            importsKernels: false)
        #expect(
            TopLevelAnalysis("// main.swift\n#if os(Linux)\nlet x = 21\nprint(\"inside\")\n#warning(\"w\")\n#endif\n")
                .items.map(kind) == ["#if(stored x; statement; statement)"])
        #expect(
            mixed.source.contains(
                "#if os(Linux)\nfileprivate let x = 21\n" + String(repeating: " ", count: 15) + "\n#endif"),
            "\(mixed.source)")
        // (the global is touched where it stood, inside the same branch: `_ = x; ` takes its blank columns)
        #expect(mixed.source.contains("#if os(Linux)\n_ = x;    \nprint(\"inside\")\n#endif"), "\(mixed.source)")
        let statement = BlockProgramGenerator.generate(
            code: "// main.swift\n#if DEBUG\nprint(1)\n#endif\n", importsKernels: false)
        #expect(
            statement.source.contains(
                "fileprivate var main: Swift.Void {\nget throws {\n#sourceLocation(file: \"lessonbuild-block-"))
        #expect(statement.source.contains("#if DEBUG\nprint(1)\n#endif"))
    }

    @Test func topLevelItemsAreFoundWithTheirExtent() {
        let code = """
            // main.swift
            import Foundation
            typealias Handler = (Int) -> Void
            struct Point { var x = 0 }
            let (a, b) = (1, 2)
            var total: Int { a + b }
            func log(_ s: String) { print(s) }
            prefix operator +++
            extension Int: CustomStringConvertible {}
            let chained = [3, 1, 2]
                .sorted()
            print(a); print(b)
            if a > 0 {
                print("yes")
            } else {
                print("no")
            }
            """
        #expect(
            kinds(code) == [
                "import", "typealias Handler", "struct Point", "stored a,b", "computed total", "func log",
                "operator +++", "extension Int", "stored chained", "statement", "statement", "statement",
            ])
        let chained = TopLevelAnalysis(code).items[8]
        #expect(chained.firstLine == 9 && chained.lastLine == 10)
    }

    @Test func declarationsBecomeFilePrivateAndAccessModifiersAreRewritten() {
        let program = BlockProgramGenerator.generate(
            code: "// main.swift\ninternal func f() {}\nstruct S {}\nprivate let x = 1\nprint(x)\n",
            importsKernels: true)
        #expect(program.source.contains("@testable import LessonKernels"))
        #expect(program.source.contains("fileprivate func f() {}"))
        #expect(program.source.contains("fileprivate struct S {}"))
        #expect(program.source.contains("private let x = 1"))
        #expect(program.source.contains("_ = x; "))
        #expect(program.ownModuleReason == nil)
        // `internal` (8) became `fileprivate` (11) at column 0 of main.swift line 2.
        #expect(program.originalColumn(line: 2, column: 18) == 15)
        // `public` keeps its meaning only in a module of the block's own, where every access is as written.
        let interface = BlockProgramGenerator.generate(
            code:
                "// main.swift\npublic struct Box {}\nextension Array { public func f(_ b: Box) {} }\n@inlinable public func g() {}\nlet open = 1\n",
            importsKernels: false)
        #expect(interface.ownModuleReason?.contains("public interface") == true)
        #expect(
            interface.source.contains("public struct Box {}\n")
                && interface.source.contains("\n@inlinable public func g() {}\n"), "\(interface.source)")
        let call = BlockProgramGenerator.generate(
            code: "// main.swift\nfunc open(_ path: String) {}\nopen(\"x\")\n", importsKernels: false)
        #expect(call.ownModuleReason == nil)
    }

    @Test func theProgramsOwnLineDirectivesHoldAndMessagesComeBackToTheirLines() {
        let code =
            "// main.swift\nprint(#line)\n#sourceLocation(file: \"a.swift\", line: 100)\nstruct S {\n#sourceLocation(file: \"b.swift\", line: 7)\n}\nprint(#file)\n#sourceLocation()\nprint(#file)\n"
        let program = BlockProgramGenerator.generate(code: code, importsKernels: false)
        #expect(program.ownModuleReason?.contains("#sourceLocation") == true)
        // Each part starts where the program has its line (its access kept, in a module of its own); file
        // literals are left to the compiler.
        #expect(
            program.source.contains(
                "#sourceLocation(file: \"a.swift\", line: 100)\nstruct S {\n#sourceLocation(file: \"b.swift\", line: 7)\n}"
            ), "\(program.source)")
        #expect(
            program.source.contains(
                "#sourceLocation(file: \"b.swift\", line: 7)\n \nprint(#file)\n#sourceLocation(file: \"main.swift\", line: 9)\nprint(#file)"
            ), "\(program.source)")
        #expect(!program.source.contains("lessonbuild-block-"))
        // A message in b.swift at line 8 is about main.swift line 7 (0-based 6); one in main.swift is where it says.
        #expect(program.mainSwiftLine(ofMessageAt: "b.swift", line: 8) == 7)
        #expect(program.mainSwiftLine(ofMessageAt: "a.swift", line: 100) == 4)
        #expect(program.mainSwiftLine(ofMessageAt: "main.swift", line: 9) == 9)
        #expect(program.mainSwiftLine(ofMessageAt: "other.swift", line: 1) == nil)
    }

    @Test func moduleWideDeclarationsNeedAModuleOfTheirOwn() {
        let conformance = BlockProgramGenerator.generate(
            code: "// main.swift\nextension Double: Identifiable { public var id: Double { self } }\n",
            importsKernels: false)
        #expect(conformance.ownModuleReason?.contains("Double") == true)
        let own = BlockProgramGenerator.generate(
            code: "// main.swift\nstruct P {}\nextension P: Equatable {}\n", importsKernels: false)
        #expect(own.ownModuleReason == nil)
        let op = BlockProgramGenerator.generate(
            code: "// main.swift\ninfix operator <> : AdditionPrecedence\n", importsKernels: false)
        #expect(op.ownModuleReason != nil)
    }

    @Test func topLevelFunctionNameAndFileNamesReadAsInMainSwift() {
        let program = BlockProgramGenerator.generate(
            code: "// main.swift\nlet c = { #function }\nprint(#function, #fileID)\nfunc f() { print(#function) }\n",
            importsKernels: false)
        #expect(program.source.contains("let c = { \"main\" }"))
        // In the getter `main` the compiler says `main` itself; a function declared there names itself.
        #expect(program.source.contains("print(#function, \"main/main.swift\")"))
        #expect(program.source.contains("fileprivate var main: Swift.Void {"))
        #expect(program.source.contains("func f() { print(#function) }"))
        // A block that declares its own `main` runs in a function of another name, which must not show.
        let own = BlockProgramGenerator.generate(
            code: "// main.swift\nfunc main() {}\nprint(#function)\n", importsKernels: false)
        #expect(own.source.contains("print(\"main\")"))
        // A global's observer names the global, as in a main.swift.
        let observed = BlockProgramGenerator.generate(
            code: "// main.swift\nvar t = #function {\n    didSet { print(#function) }\n}\n", importsKernels: false)
        #expect(observed.source.contains("var t = \"main\" {\n    didSet { print(#function) }"), "\(observed.source)")
    }

    @Test func throwingInitialisersEndTheProgramAndSuspendingOnesRunInTheEntry() {
        let throwing = BlockProgramGenerator.generate(
            code: "// main.swift\nlet x = try load()\nfunc show() { print(x) }\nshow()\n", importsKernels: false)
        #expect(throwing.source.contains("fileprivate let x = __lessonbuild_try { try load() }"))
        #expect(throwing.source.contains("fileprivate func show()"))
        // A suspending initializer is a main-actor closure at file scope, written once; the entry runs it
        // where the declaration stood and hands the value to the global, which the function can see.
        let suspending = BlockProgramGenerator.generate(
            code: "// main.swift\nlet x = await load()\nfunc show() { print(x) }\nshow()\n", importsKernels: false)
        #expect(
            suspending.source.contains(
                "fileprivate let __lessonbuild_value0 = { @_Concurrency.MainActor      in  await load() }; fileprivate let x = __lessonbuild_settled(0, __lessonbuild_value0)"
            ), "\(suspending.source)")
        #expect(suspending.source.contains("__lessonbuild_slots[0] = try await __lessonbuild_value0(); _ = x; "))
        #expect(suspending.source.components(separatedBy: "load()").count == 2, "the expression is written once")
        #expect(suspending.source.contains("fileprivate func show()"))
        // A written type is the closure's result type, in its own columns (a message about it reads there).
        let typed = BlockProgramGenerator.generate(
            code: "// main.swift\nlet x: [Int] = await load()\n", importsKernels: false)
        #expect(
            typed.source.contains(
                "fileprivate let __lessonbuild_value0 = { @_Concurrency.MainActor () async throws ->       [Int] in  await load() }; fileprivate let x: [Int] = __lessonbuild_settled(0, __lessonbuild_value0)"
            ), "\(typed.source)")
        let generatedLine = Array(
            typed.source.split(separator: "\n").first { $0.contains("__lessonbuild_value0 = {") }!.utf8)
        let bracket = generatedLine.firstIndex(of: UInt8(ascii: "["))!
        #expect(typed.originalColumn(line: 2, column: bracket + 1) == 8)
        // A tuple pattern is a global too.
        let tuple = BlockProgramGenerator.generate(
            code: "// main.swift\nlet (x, y) = await load()\nfunc show() { print(x, y) }\nshow()\n",
            importsKernels: false)
        #expect(
            tuple.source.contains("fileprivate let (x, y) = __lessonbuild_settled(0, __lessonbuild_value0)"),
            "\(tuple.source)")
        #expect(tuple.source.contains("_ = x; _ = y; "))
        // A variable in a `#if` region stays a local, and so does a function that uses it.
        let region = BlockProgramGenerator.generate(
            code: "// main.swift\n#if os(Linux)\nlet x = await load()\n#endif\nfunc show() { print(x) }\nshow()\n",
            importsKernels: false)
        #expect(!region.source.contains("fileprivate let x"), "\(region.source)")
        #expect(!region.source.contains("fileprivate func show"), "a function using a local stays local")
        let guarded = BlockProgramGenerator.generate(
            code: "// main.swift\nguard let n = Int(\"3\") else { fatalError() }\nfunc f() -> Int { n }\n",
            importsKernels: false)
        #expect(!guarded.source.contains("fileprivate func f"))
    }

    @Test func virtualPathsNameTheirBlock() {
        let path = BlockProgram.virtualPath(digest: 0xabc)
        #expect(path.hasSuffix("/main.swift"))
        #expect(BlockProgram.digest(inVirtualPath: path) == 0xabc)
        #expect(BlockProgram.digest(inVirtualPath: "Sources/Kernels/Sync.swift") == nil)
    }
}
