import Foundation
import LessonModel

/// A course's blocks compiled: the registry the runner uses, and the compiler's complaints mapped back to
/// the lessons and kernel files the author knows.
public struct CourseCompilation: Sendable {
    public var registry: ProgramRegistry
    public var result: BlockCompiler.Result
    /// Held while the compiled libraries are in use, so another command cannot rebuild them meanwhile.
    var lock: CacheLock?

    public init(registry: ProgramRegistry, result: BlockCompiler.Result) {
        self.registry = registry
        self.result = result
    }

    /// The cache folder of a course: `.build/lessonbuild` next to its lessons folder.
    public static func cacheDirectory(for layout: CourseLayout) -> String {
        let lessons = URL(fileURLWithPath: layout.lessonsDirectory).standardizedFileURL
        return lessons.deletingLastPathComponent().appendingPathComponent(".build/lessonbuild").path
    }

    /// Compiles every runnable block of the course's lessons and the kernels: the blocks of a language with
    /// kernels of its own (`<kernels>/<lang>/`) against those, in a module and cache folder of their own, the
    /// others against the shared kernels.
    /// - Parameter wholeCourse: whether `course` holds every lesson (no selection, no shard): then the
    ///   warnings cache keeps only what this compile used.
    public static func compile(
        _ course: Course, cacheDirectory: String? = nil, limits: CompileLimits = CompileLimits(),
        sandbox: Bool = false, wholeCourse: Bool = false
    ) -> CourseCompilation {
        let cache = cacheDirectory ?? Self.cacheDirectory(for: course.layout)
        guard var compiler = SwiftCompiler.locate() else {
            return failed(
                "cannot find the Swift compiler (swiftc) that belongs to this builder's toolchain; set LESSONBUILD_SWIFTC"
            )
        }
        let committed = BuildCache.committedFiles(cache: cache)
        guard committed.isEmpty else {
            return failed(
                "the build cache is committed to the course's repository (\(committed.joined(separator: ", "))): a committed cache comes from whoever committed it, so it is not used; remove it from the repository (git rm -r --cached .build) and keep .build in .gitignore"
            )
        }
        BuildCache.prepareRoot(cache)
        let lock = CacheLock(path: cache + "/" + BuildCache.lockName)
        BuildCache.sweep(cache)
        let temporary = CompilerTemporaryFolder(cache: cache)
        defer { temporary.removeIfMadeElsewhere() }
        compiler.temporaryDirectory = temporary.path
        compiler.limits = limits
        if sandbox {
            guard let bubblewrap = Sandbox.bubblewrap() else { return failed(Sandbox.missingMessage) }
            compiler.confinement = CompilerSandbox.make(
                bubblewrap: bubblewrap, compiler: compiler.executable, course: course.layout, cache: cache,
                temporaryFolder: temporary.path)
        }
        let groups = compileGroups(of: course, compiler: compiler, cache: cache)
        // Of a part of the course, the other lessons' records are not known: nothing is removed then.
        if wholeCourse, groups.warnings.complete {
            BlockWarnings.prune(cache + "/warnings", keeping: groups.warnings.records)
        }
        var compilation = assembled(groups, of: course)
        compilation.excerptDiagnostics = ExcerptSyntax(
            compiler: compiler, cacheDirectory: cache + "/excerpts",
            compilerVersion: BlockCompiler(compiler: compiler, cacheDirectory: cache).compilerVersion()
        ).diagnostics(for: course.lessons)
        compilation.cacheDiagnostics =
            CacheAudit.warning(CacheAudit.shared.take(under: cache), cache: cache)
            .map { [$0] } ?? []
        compilation.lock = lock
        return compilation
    }

    /// A compilation that could not start: nothing compiled, and why.
    private static func failed(_ problem: String) -> CourseCompilation {
        var result = BlockCompiler.Result()
        result.toolError = problem
        return CourseCompilation(registry: ProgramRegistry([]), result: result)
    }

    /// What every group's compile gave.
    private struct GroupsCompiled {
        var results: [CompileGroup: BlockCompiler.Result] = [:]
        var states: [(file: String, declaration: KernelState.Declaration)] = []
        var standalone: [CompileGroup: [UInt64: StandaloneCompile.Outcome]] = [:]
        var warnings = CompilerWarnings()
    }

    /// The course's blocks compiled group by group (`CompileGroup`: a language's kernels, a mode).
    private static func compileGroups(of course: Course, compiler: SwiftCompiler, cache: String) -> GroupsCompiled {
        let groups = Dictionary(grouping: course.lessons.flatMap { lesson in blockGroups(lesson, in: course) }) {
            $0.group
        }
        var compiled = GroupsCompiled()
        for (group, members) in groups.sorted(by: { $0.key < $1.key }) {
            let one = compileGroup(
                group, members.map(\.runnable), of: course, compiler: compiler, cache: cache,
                warnings: &compiled.warnings)
            compiled.results[group] = one.result
            if let state = one.state { compiled.states.append(state) }
            if let outcomes = one.standalone { compiled.standalone[group] = outcomes }
        }
        return compiled
    }

    /// The compilation the groups' results make: every compiled block in the registry, in lesson order.
    private static func assembled(_ groups: GroupsCompiled, of course: Course) -> CourseCompilation {
        var blocks: [CompiledBlock] = []
        for lesson in course.lessons {
            for (group, runnable) in blockGroups(lesson, in: course) where runnable.isCompilable {
                guard let entry = groups.results[group]?.entries[runnable.digest], !runnable.expectsCompileError
                else { continue }
                blocks.append(
                    CompiledBlock(
                        lesson: lesson.key, line: runnable.code.openingLine, digest: runnable.digest,
                        library: entry.library, symbol: entry.symbol,
                        needsOwnProcess: entry.needsOwnProcess || !groups.states.isEmpty
                            || ProcessWideState.firstUse(in: runnable.code.code) != nil,
                        endsItsProcess: ProcessWideState.registersExitHandlers(runnable.code.code)))
            }
        }
        let ordered = groups.results.sorted { $0.key < $1.key }.map(\.value)
        var registry = ProgramRegistry(blocks)
        registry.kernelLibraries = ordered.compactMap(\.kernelLibrary)
        registry.kernelsKey = ordered.map(\.kernelsKey).joined(separator: " ")
        var compilation = CourseCompilation(registry: registry, result: Self.merged(ordered))
        compilation.groupResults = groups.results
        compilation.standalone = groups.standalone
        compilation.warnings = groups.warnings
        compilation.defaultMode = course.configuration.swiftLanguageMode
        compilation.kernelState = groups.states.first
        return compilation
    }

    /// One group's blocks compiled: the runnable ones into the workers' libraries (`BlockCompiler`), the
    /// compile-error ones as standalone programs (`StandaloneCompile`), with the kernels' first state.
    private static func compileGroup(
        _ group: CompileGroup, _ blocks: [RunnableBlock], of course: Course, compiler: SwiftCompiler, cache: String,
        warnings: inout CompilerWarnings
    ) -> (
        result: BlockCompiler.Result, state: (file: String, declaration: KernelState.Declaration)?,
        standalone: [UInt64: StandaloneCompile.Outcome]?
    ) {
        let folder = course.kernelsDirectory(forLanguage: group.language)
        let kernels = course.kernels(forLanguage: group.language)
        let kernelFiles = kernels.keys.sorted().map { folder + "/" + $0 + ".swift" }
        let compilable = blocks.filter { $0.isCompilable && !$0.expectsCompileError }
        var blockCompiler = BlockCompiler(compiler: compiler, cacheDirectory: cache + group.cacheFolder)
        blockCompiler.kernelModule = group.kernelModule
        blockCompiler.languageMode = group.mode
        // Clang's module cache holds what every compile reads: used only as the compiles of this group left it.
        BuildCache.verifyFolder(blockCompiler.moduleCacheDirectory)
        defer { BuildCache.recordFolder(blockCompiler.moduleCacheDirectory) }
        // Beside the compile, not after it: an edit's one shard keeps one core busy, and the edited block's
        // warnings take the other (the wait below is before the module cache is recorded).
        let finder = BlockWarnings(
            compiler: compiler, cacheDirectory: cache + "/warnings",
            moduleCache: blockCompiler.moduleCacheDirectory, compilerVersion: blockCompiler.compilerVersion(),
            languageMode: group.mode)
        let codes = compilable.map(\.code.code)
        let found = BackgroundValue {
            (
                blocks: finder.warnings(of: codes, kernelFiles: kernelFiles),
                kernels: finder.kernelWarnings(kernelFiles: kernelFiles)
            )
        }
        var result = blockCompiler.compile(
            blocks: compilable.map(\.code.code), digests: compilable.map(\.digest), kernelFiles: kernelFiles)
        // The kernels compile in each mode their blocks ask for: a kernel that is Swift 5 only says so here.
        if group.mode != .swift5 {
            for index in result.kernelErrors.indices {
                result.kernelErrors[index].text +=
                    " (the kernels are compiled in the Swift \(group.mode.rawValue) language mode too, for the blocks that ask for it)"
            }
        }
        let state = result.kernelsDirectory.flatMap {
            KernelStateRecord.firstKernelState(kernels, folder: folder, cache: $0)
        }
        let warned = found.value
        if result.kernelErrors.isEmpty, result.toolError == nil {
            // Only blocks that compiled: a refused block's errors are what it must show.
            let compiled = Set(compilable.filter { result.entries[$0.digest] != nil }.map(\.digest))
            warnings.blocks[group] = warned.blocks.messages.filter { compiled.contains($0.key) }
            warnings.kernels += warned.kernels.messages
            warnings.records.formUnion(warned.blocks.records)
            if let record = warned.kernels.record { warnings.records.insert(record) }
        } else {
            warnings.complete = false
        }
        let refused = blocks.filter { $0.isCompilable && $0.expectsCompileError }
        guard !refused.isEmpty, result.kernelErrors.isEmpty, result.toolError == nil else {
            return (result, state, nil)
        }
        var oracle = StandaloneCompile(
            compiler: compiler, cacheDirectory: cache + "/standalone",
            moduleCache: blockCompiler.moduleCacheDirectory, compilerVersion: blockCompiler.compilerVersion())
        oracle.languageMode = group.mode
        return (result, state, oracle.compile(refused.map(\.code.code), kernelFiles: kernelFiles))
    }

    /// What the groups' compiles found together: the counts summed, every kernel error and tool error.
    private static func merged(_ results: [BlockCompiler.Result]) -> BlockCompiler.Result {
        guard var total = results.first else { return BlockCompiler.Result() }
        for other in results.dropFirst() {
            total.programs.merge(other.programs) { first, _ in first }
            total.entries.merge(other.entries) { first, _ in first }
            total.failures.merge(other.failures) { first, _ in first }
            total.stopped.merge(other.stopped) { first, _ in first }
            total.kernelErrors += other.kernelErrors
            total.toolError = total.toolError ?? other.toolError
            total.compiledAlone += other.compiledAlone
            total.sharedRebuilt += other.sharedRebuilt
        }
        return total
    }

    /// Each group's own result: a block is judged by its group's (the same code may be in two groups,
    /// compiled against different kernels or in another language mode).
    var groupResults: [CompileGroup: BlockCompiler.Result] = [:]
    /// What the compiler said of each compile-error block, by group and digest.
    var standalone: [CompileGroup: [UInt64: StandaloneCompile.Outcome]] = [:]
    /// The compiler's warnings about the blocks that compiled and about the kernels (`BlockWarnings`).
    var warnings = CompilerWarnings()
    /// The syntax errors of the course's Swift excerpts (`ExcerptSyntax`).
    public var excerptDiagnostics: [Diagnostic] = []
    /// What the build cache held that this tool did not write (one warning; see `BuildCache`).
    public var cacheDiagnostics: [Diagnostic] = []
    /// The course's language mode for blocks that name none.
    var defaultMode = SwiftLanguageMode.swift5

    /// Each runnable block of a lesson with the group it is compiled in.
    static func blockGroups(_ lesson: Lesson, in course: Course) -> [(group: CompileGroup, runnable: RunnableBlock)] {
        let language = course.kernelLanguage(of: lesson)
        return lesson.runnables.map { runnable in
            (
                CompileGroup(
                    language: language,
                    mode: runnable.languageMode(courseDefault: course.configuration.swiftLanguageMode)), runnable
            )
        }
    }

    private func group(of runnable: RunnableBlock, in lesson: Lesson) -> CompileGroup {
        let code = lesson.key.split(separator: "/").first.map(String.init) ?? ""
        let mode = runnable.languageMode(courseDefault: defaultMode)
        let own = CompileGroup(language: code, mode: mode)
        return groupResults[own] != nil ? own : CompileGroup(language: nil, mode: mode)
    }

    private func result(for runnable: RunnableBlock, in lesson: Lesson) -> BlockCompiler.Result {
        groupResults[group(of: runnable, in: lesson)] ?? result
    }

    /// What the standalone compiler said of a compile-error block (nil when it was not compiled).
    func standaloneOutcome(of runnable: RunnableBlock, in lesson: Lesson) -> StandaloneCompile.Outcome? {
        standalone[group(of: runnable, in: lesson)]?[runnable.digest]
    }

    /// Why a block has no compiled form: its compiler errors at the lesson's lines, or what stopped the compile.
    func problems(of runnable: RunnableBlock, in lesson: Lesson) -> [Diagnostic] {
        let at = lesson.location(runnable.code.openingLine)
        // A cause shared by every block is not the block's own error: said once (`Checker`).
        let result = self.result(for: runnable, in: lesson)
        if let toolError = result.toolError {
            return [Diagnostic(.error, .toolError, at: at, "the block was not compiled: \(toolError)")]
        }
        if !result.kernelErrors.isEmpty {
            return [
                Diagnostic(
                    .error, .kernelsDoNotCompile, at: at,
                    "the block was not compiled: the kernels do not compile (see the kernel errors)")
            ]
        }
        if !runnable.isCompilable {
            return [Diagnostic(.error, .unclosedFence, at: at, "the block was not compiled: its fence is never closed")]
        }
        if let stop = result.stopped[runnable.digest] { return [CompileErrorCheck.stopped(stop, at: at)] }
        guard let messages = result.failures[runnable.digest], let program = result.programs[runnable.digest] else {
            return [
                Diagnostic(
                    .error, .internalError, at: at,
                    "the block was not compiled (internal error: no compiled form and no compiler message)")
            ]
        }
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        // A message about text the generator inserted (`fileprivate`, a wrapper) is shown only when there is
        // no other: it follows from a mistake in the block's own text, which is reported at its own column.
        let errors = messages.filter { $0.severity == "error" }
        let own = errors.filter { !program.isInInsertedText(line: $0.line, column: $0.column) }
        for message in own.isEmpty ? errors : own {
            // `main.swift` line 1 is the block's first line, the one after the opening fence.
            let line = runnable.code.openingLine + message.line
            let column = program.originalColumn(line: message.line, column: message.column)
            let location = SourceLocation(file: lesson.displayPath, line: line, column: column)
            guard seen.insert("\(location) \(message.text)").inserted else { continue }
            diagnostics.append(
                Diagnostic(
                    .error, .compileError, at: location, message.text,
                    detail: snippet(lesson, line: line, column: column)))
        }
        if diagnostics.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, .compileError, at: at, "the block does not compile",
                    detail: messages.map(\.text).joined(separator: "\n")))
        }
        return diagnostics
    }

    /// The compiler's warnings, each said once: a block's at the lesson's lines (its `main.swift` line 1 is
    /// the line after the fence, and its columns are the lesson's: it was compiled as it stands), the
    /// kernels' at the kernel files. Errors when the course says `"warnings": "error"` (rustdoc's
    /// `-D warnings`): then a warning fails `check` as an error does.
    public func warningDiagnostics(for course: Course) -> [Diagnostic] {
        let asErrors = course.configuration.warningsAreErrors
        let hint = asErrors ? "the course makes warnings errors (\"warnings\": \"error\" in course.json)" : nil
        var seen = Set<String>()
        var found: [Diagnostic] = []
        func add(
            _ messages: [CompilerMessage], at place: (CompilerMessage) -> SourceLocation, detail: (Int, Int) -> String
        ) {
            for (warning, notes) in CompilerWarnings.withNotes(messages) {
                let location = place(warning)
                guard seen.insert("\(location) \(warning.text)").inserted else { continue }
                var lines = [detail(location.line, location.column ?? 1)].filter { !$0.isEmpty }
                lines += notes.map { "\(place($0)): note: \($0.text)" }
                found.append(
                    Diagnostic(
                        asErrors ? .error : .warning, .compilerWarning, at: location, warning.text,
                        detail: lines.joined(separator: "\n"), hint: hint))
            }
        }
        add(warnings.kernels, at: { SourceLocation(file: $0.path, line: $0.line, column: $0.column) }) { _, _ in "" }
        for lesson in course.lessons {
            for runnable in lesson.runnables where runnable.isCompilable && !runnable.expectsCompileError {
                guard let messages = warnings.blocks[group(of: runnable, in: lesson)]?[runnable.digest] else {
                    continue
                }
                add(
                    messages,
                    at: {
                        SourceLocation(
                            file: lesson.displayPath, line: runnable.code.openingLine + $0.line, column: $0.column)
                    }
                ) { line, column in snippet(lesson, line: line, column: column) }
            }
        }
        return found
    }

    /// The first declaration of kernel state (file and declaration), when the kernels keep any: then every
    /// block runs in a process of its own.
    var kernelState: (file: String, declaration: KernelState.Declaration)?

    /// The kernel files' compiler errors, at the kernel files; and a warning at the first kernel state.
    public var kernelDiagnostics: [Diagnostic] {
        var seen = Set<String>()
        var found: [Diagnostic] = result.kernelErrors.compactMap { message in
            let location = SourceLocation(file: message.path, line: message.line, column: message.column)
            guard seen.insert("\(location) \(message.text)").inserted else { return nil }
            return Diagnostic(.error, .kernelCompileError, at: location, message.text)
        }
        if let (file, declaration) = kernelState, result.kernelErrors.isEmpty {
            found.append(
                Diagnostic(
                    .warning, .kernelState, at: SourceLocation(file: file, line: declaration.line),
                    "`\(declaration.name)` keeps its value for the whole process, so every block runs in a process of its own, as it would alone (slower); kernels without global or static state let blocks share processes"
                ))
        }
        return found
    }

    /// The lesson line with a caret under the column, as compilers show it (without generated code).
    private func snippet(_ lesson: Lesson, line: Int, column: Int) -> String {
        let text = lesson.source.line(line)
        guard !text.isEmpty else { return "" }
        let before = String(decoding: text.utf8.prefix(max(column - 1, 0)), as: UTF8.self)
        return text + "\n" + String(before.map { $0 == "\t" ? "\t" : " " }) + "^"
    }
}

extension RunnableBlock {
    /// A block whose fence is never closed is not compiled: `check` reports the fence instead.
    public var isCompilable: Bool { code.closingLine != nil }
}

/// The first kernel state of a course (`KernelState`), with the kernel file it is in; worked out once per
/// build of the kernels and kept beside it (reading every kernel again cost each command a tenth of a second).
enum KernelStateRecord {
    /// - Parameters: kernels: the group's kernel texts by name; folder: where they are (for messages); cache:
    ///   the folder of their build.
    static func firstKernelState(_ kernels: [String: String], folder: String, cache: String) -> (
        file: String, declaration: KernelState.Declaration
    )? {
        let record = cache + "/state"
        let path = { (kernel: String) in folder + "/" + kernel + ".swift" }
        if let bytes = BuildCache.record(atPath: record) {
            let fields = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if fields.first == "none" { return nil }
            if fields.count >= 3, let line = Int(fields[2]) {
                return (path(fields[0]), KernelState.Declaration(name: fields[1], line: line))
            }
        }
        let found = compute(kernels)
        BuildCache.writeRecord(
            record, Array((found.map { "\($0.kernel)\n\($0.declaration.name)\n\($0.declaration.line)" } ?? "none").utf8)
        )
        return found.map { (path($0.kernel), $0.declaration) }
    }

    /// The kernel (by name) and the declaration.
    static func compute(_ kernels: [String: String]) -> (kernel: String, declaration: KernelState.Declaration)? {
        let names = kernels.keys.sorted()
        let referenceTypes = names.reduce(into: Set<String>()) {
            $0.formUnion(KernelState.referenceTypes(in: kernels[$1]!))
        }
        for name in names {
            if let first = KernelState.declarations(in: kernels[name]!, referenceTypes: referenceTypes).first {
                return (name, first)
            }
        }
        return nil
    }
}
