import Foundation
import LessonModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Compiles a course's runnable blocks into shared libraries that the workers load, with a cache in
/// `<course>/.build/lessonbuild/`.
///
/// - The kernels become one module, `LessonKernels` (compiled with testing enabled, so blocks see its
///   internal declarations through `@testable import`, and a block's own declaration of the same name wins).
/// - Most blocks share a few modules named `main` (`SharedModules`, shards by digest, each compiled whole):
///   one file per distinct block, declarations `fileprivate`, so blocks cannot see each other. A block whose
///   compile fails is left out of its shard and reported on its own; the others still run.
/// - A block that declares something visible module-wide (an operator, a conformance of a type it does not
///   declare) gets a module of its own, and so does a block edited since the shards were last built
///   while there are only a few such blocks: compiling one small module is the fastest way from an edit to
///   a result, and the shards catch up when enough blocks have changed.
public struct BlockCompiler {
    public var compiler: SwiftCompiler
    public var cacheDirectory: String
    /// How many changed blocks are compiled alone before the shards they fall in are rebuilt instead.
    public var looseLimit = 4
    /// About how many blocks each shard of the shared modules holds.
    public var shardSize = 100
    public var jobs = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    /// The module the kernels become and the blocks import (a language's own kernels have a name of their own).
    public var kernelModule = BlockProgramGenerator.kernelModule
    /// The language mode of these blocks and of the kernels compiled for them (a course's Swift 6 blocks are
    /// compiled apart from its Swift 5 ones, against the kernels compiled in Swift 6 too).
    public var languageMode = SwiftLanguageMode.swift5
    /// `defaultSpeedFlags`, settable so that a test can see a change of them compile everything again.
    var speedFlags = Self.defaultSpeedFlags

    public init(compiler: SwiftCompiler, cacheDirectory: String) {
        self.compiler = compiler
        self.cacheDirectory = cacheDirectory
    }

    /// Where one block's compiled form is.
    public struct Entry: Equatable, Sendable {
        public var library: String
        public var symbol: String
        /// Whether it must run in a process of its own (its module-wide declarations must not be seen by others).
        public var needsOwnProcess: Bool
    }

    public struct Result: Sendable {
        public var programs: [UInt64: BlockProgram] = [:]
        public var entries: [UInt64: Entry] = [:]
        /// Compiler errors of blocks that did not compile, in `main.swift` coordinates.
        public var failures: [UInt64: [CompilerMessage]] = [:]
        /// Blocks whose compile was ended at a limit (`CompileLimits`).
        public var stopped: [UInt64: SwiftCompiler.Stop] = [:]
        /// Errors of the kernels (paths as given): nothing could be compiled.
        public var kernelErrors: [CompilerMessage] = []
        /// A problem of the tool itself (no compiler, an unwritable cache).
        public var toolError: String?
        public var compiledAlone = 0
        /// How many shards of the shared modules were compiled again.
        public var sharedRebuilt = 0
        /// The kernels' library, which a worker loads before any block (blocks compiled against an earlier
        /// build of the same interface find it by its soname).
        public var kernelLibrary: String?
        /// The folder of that build of the kernels, where what is worked out from them once is kept.
        public var kernelsDirectory: String?
        /// What every block's behaviour depends on besides its own code: the kernels' text, the compiler
        /// and the generator (a block's entry symbol names its code).
        public var kernelsKey = ""
        /// The blocks that compiled only through a retry, and which one (`Retry`).
        public var retries: [UInt64: Retry] = [:]
    }

    /// How a block that the compiler refused with its variables as globals is written again.
    public enum Retry: String, Sendable, CaseIterable {
        /// The variables on the refused lines are initialised by the entry, on the main actor.
        case entry
        /// The variables on the refused lines are locals of the entry; the others stay globals.
        case refusedLocal = "refused-local"
        /// Every variable is a local of the entry.
        case allLocal = "all-local"
    }

    /// The file in the build cache listing the blocks the last compile compiled only through a retry (one
    /// `<digest in hex> <retry>` a line): the differential corpus requires each to be a documented case.
    public static let retriesRecord = "compiled-through-retry"

    /// - Parameters:
    ///   - blocks: the code of every block to compile (duplicates are compiled once).
    ///   - kernelFiles: the kernel files, as paths the author knows (used in messages).
    ///   - digests: `stableDigest` of each block when the caller knows them (the lessons keep them).
    public func compile(blocks: [String], digests: [UInt64]? = nil, kernelFiles: [String]) -> Result {
        var result = compileIntoCache(blocks: blocks, digests: digests, kernelFiles: kernelFiles)
        // The compiler says only `permissionDenied` when it cannot write the cache: the folder is named instead.
        if result.toolError == nil, !result.failures.isEmpty || !result.kernelErrors.isEmpty,
            let folder = Self.unwritableFolder(in: cacheDirectory)
        {
            result.toolError =
                "cannot write the build cache: \(folder) is read-only (permission denied); make it writable or remove the cache"
        }
        return result
    }

    /// The cache folder, or the first folder inside it (two levels down), that this process cannot write.
    static func unwritableFolder(in cache: String) -> String? {
        var folders = [cache]
        for level in 0..<2 {
            let parents = level == 0 ? [cache] : folders.dropFirst()
            for parent in parents {
                for entry in ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted() {
                    var isFolder: ObjCBool = false
                    let path = parent + "/" + entry
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                        folders.append(path)
                    }
                }
            }
        }
        return folders.first { access($0, W_OK) != 0 }
    }

    private func compileIntoCache(blocks: [String], digests: [UInt64]?, kernelFiles: [String]) -> Result {
        var result = Result()
        var codes: [UInt64: String] = [:]
        for (index, code) in blocks.enumerated() { codes[digests?[index] ?? stableDigest(code)] = code }
        guard !codes.isEmpty else { return result }
        do {
            try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            result.toolError = "cannot create the build cache \(cacheDirectory): \(error.localizedDescription)"
            return result
        }
        removeModuleCachesOfOtherPaths()
        // The caller holds the cache's lock (`CacheLock`) for as long as the libraries are in use.
        let compilerVersion = compilerVersion()
        let parser = topLevelParser(compilerVersion: compilerVersion)
        let book = ProgramBook(
            codes: codes, kernelFiles: kernelFiles, kernelModule: kernelModule, mode: languageMode, parser: parser,
            scratch: cacheDirectory)
        // Which reader finds the blocks' items is part of every key: a program written by one is not the other's.
        let reader = parser == nil ? "lessonbuild reader" : "compiler parser"
        let versions =
            compilerVersion + "\n" + BlockCompiler.generatorVersion + "\n" + speedFlags.joined(separator: " ")
            + "\n" + reader
        let kernelKey = cacheKey(kernelFiles, versions: versions)
        let kernels = KernelModule(
            files: kernelFiles, directory: "\(cacheDirectory)/kernels/\(kernelKey)", name: kernelModule)
        if !kernelFiles.isEmpty {
            result.kernelErrors = build(kernels, writingMeanwhile: book)
            guard result.kernelErrors.isEmpty else { return result }
        }
        removeOther(in: "\(cacheDirectory)/kernels", keeping: kernelKey)
        // Blocks depend on the kernels' interface only: a kernel body edit keeps every compiled block.
        let blocksKey =
            kernelFiles.isEmpty
            ? kernelKey
            : kernels.interfaceKey(base: versions) ?? kernelKey
        result.kernelLibrary = kernelFiles.isEmpty ? nil : kernels.library
        result.kernelsDirectory = kernelFiles.isEmpty ? nil : kernels.directory
        result.kernelsKey = kernelKey
        removeOther(in: "\(cacheDirectory)/own", keeping: blocksKey)
        book.agreements = "\(cacheDirectory)/own/\(blocksKey)/agreed"

        // A member (`"a".contains("")`, `String(format:)`) is found only through the block's own imports, as
        // in a `main.swift`: without it, one file of a shard sees the members its other files import.
        let flags =
            commonFlags + ["-enable-upcoming-feature", "MemberImportVisibility"]
            + (kernelFiles.isEmpty ? [] : kernels.linkFlags)
        let alone = compileShared(book, blocksKey: blocksKey, versions: versions, flags: flags, into: &result)
        let own = OwnModules(directory: "\(cacheDirectory)/own/\(blocksKey)")
        compileAlone(alone, book: book, in: own, flags: flags, into: &result)
        retryRefused(book, in: own, flags: flags, into: &result)
        let record = result.retries.sorted { $0.key < $1.key }.map {
            "\(BlockProgram.hex($0.key)) \($0.value.rawValue)\n"
        }.joined()
        writeCacheFile(cacheDirectory + "/" + Self.retriesRecord, Array(record.utf8))
        return result
    }

    /// Every block's program, generated once, on every core, when first needed (or ahead, while the kernels
    /// compile). The kernel files are read (and their imports found) only when a program is written: most
    /// checks write none. Used from one thread.
    final class ProgramBook {
        let codes: [UInt64: String]
        let kernelFiles: [String]
        let kernelModule: String
        let mode: SwiftLanguageMode
        private var generated: [UInt64: BlockProgram] = [:]
        private var kernelImportsRead: [String]?
        /// The compiler's parser (being built meanwhile), nil where lessonbuild's own reader reads the blocks.
        private let parser: BackgroundValue<Swift.Result<TopLevelParser, TopLevelParser.Unavailable>>?
        private let scratch: String
        private var parsed: [UInt64: [ParsedTopLevelItem]] = [:]

        init(
            codes: [UInt64: String], kernelFiles: [String], kernelModule: String, mode: SwiftLanguageMode,
            parser: BackgroundValue<Swift.Result<TopLevelParser, TopLevelParser.Unavailable>>? = nil,
            scratch: String = ""
        ) {
            self.codes = codes
            self.kernelFiles = kernelFiles
            self.kernelModule = kernelModule
            self.mode = mode
            self.parser = parser
            self.scratch = scratch
        }

        /// The compiler's parser reading blocks in the background (started by `guessedPrograms`), until
        /// `parsedItems` takes what it found.
        private var reading: (digests: [UInt64], items: BackgroundValue<TopLevelParser.Reading>)?
        /// Where a block whose guessed program was found to be the parser's is noted (`agrees-<digest>`), so
        /// that later compiles of it write that program without asking the parser again; nil: nowhere.
        var agreements: String?
        /// The blocks noted so, and the blocks whose programs were guessed and then read by the parser.
        private var agreed: Set<UInt64> = []
        private var guessed: Set<UInt64> = []

        /// The compiler's parser's items of each block of `digests`, asked for in one batch (for those not
        /// asked yet); none where it is unavailable, with one warning.
        func parsedItems<Digests: Sequence<UInt64>>(_ digests: Digests) -> [UInt64: [ParsedTopLevelItem]] {
            let wanted = Array(Set(digests)).sorted()
            guard let parser else { return [:] }
            var asked: Set<UInt64> = []
            if let reading {
                self.reading = nil
                asked = Set(reading.digests)
                take(reading.items.value, of: reading.digests)
            }
            let missing = wanted.filter {
                parsed[$0] == nil && codes[$0] != nil && !asked.contains($0)
            }
            if !missing.isEmpty {
                take(parser.value.flatMap { $0.items(of: missing.map { codes[$0]! }, scratch: scratch) }, of: missing)
            }
            return parsed.filter { wanted.contains($0.key) }
        }

        private func take(_ reading: TopLevelParser.Reading, of digests: [UInt64]) {
            switch reading {
            case .success(let lists): for (digest, items) in zip(digests, lists) { parsed[digest] = items }
            case .failure(let problem): TopLevelParser.warnUnavailable(problem)
            }
        }

        /// The programs of `digests` as lessonbuild's own reader writes them, at once, while the compiler's
        /// parser reads the same blocks in the background: a guess to start compiling from, which `programs`
        /// (written from the parser's items) then confirms or replaces (`compileAlone`). A block the parser
        /// has read already is written from its items; without the parser, these are the programs.
        func guessedPrograms(_ digests: [UInt64]) -> [UInt64: BlockProgram] {
            guard let parser, reading == nil else { return programs(digests) }
            let wanted = Set(digests)
            let guesses = BlockCompiler.generate(
                codes.filter { wanted.contains($0.key) && generated[$0.key] == nil },
                importsKernels: !kernelFiles.isEmpty,
                kernelModule: kernelModule, kernelImports: kernelImports, languageMode: mode,
                parsed: parsed.filter { wanted.contains($0.key) })
            // A guess noted as the parser's program is that program (only its first way is known to agree: a
            // retry's items are asked of the parser).
            for (digest, program) in guesses
            where parsed[digest] != nil || agreements.map({ agreed(digest, in: $0) }) == true {
                generated[digest] = program
                agreed.insert(digest)
            }
            let unread = guesses.keys.filter { generated[$0] == nil }.sorted()
            if !unread.isEmpty {
                guessed.formUnion(unread)
                let (texts, scratch) = (unread.map { codes[$0]! }, scratch)
                reading = (unread, BackgroundValue { parser.value.flatMap { $0.items(of: texts, scratch: scratch) } })
            }
            return guesses.merging(programs(digests.filter { guesses[$0] == nil })) { first, _ in first }
        }

        private func agreed(_ digest: UInt64, in folder: String) -> Bool {
            BuildCache.record(atPath: folder + "/" + Self.agreement(digest)) != nil
        }

        /// Notes the guessed blocks of `digests` whose programs the parser's items wrote the same.
        func noteAgreements(_ digests: [UInt64]) {
            guard let agreements else { return }
            try? FileManager.default.createDirectory(atPath: agreements, withIntermediateDirectories: true)
            for digest in digests where guessed.contains(digest) && parsed[digest] != nil && !agreed.contains(digest) {
                BuildCache.writeRecord(agreements + "/" + Self.agreement(digest), Array("agrees\n".utf8))
                agreed.insert(digest)
            }
        }

        private static func agreement(_ digest: UInt64) -> String { "agrees-" + BlockProgram.hex(digest) }

        var kernelImports: [String] {
            if kernelImportsRead == nil {
                kernelImportsRead = BlockCompiler.imports(
                    ofKernelFiles: kernelFiles, cache: scratch + "/kernel-imports",
                    parser: parser.map { ($0, scratch) })
            }
            return kernelImportsRead!
        }

        func programs<Digests: Sequence<UInt64>>(_ digests: Digests) -> [UInt64: BlockProgram] {
            let wanted = Set(digests)
            let missing = codes.filter { digest, _ in generated[digest] == nil && wanted.contains(digest) }
            if !missing.isEmpty {
                generated.merge(
                    BlockCompiler.generate(
                        missing, importsKernels: !kernelFiles.isEmpty, kernelModule: kernelModule,
                        kernelImports: kernelImports, languageMode: mode, parsed: parsedItems(missing.keys))
                ) { first, _ in first }
            }
            return Dictionary(uniqueKeysWithValues: digests.map { ($0, generated[$0]!) })
        }
    }

    /// Compiles the kernel module when it is not built yet; meanwhile the other cores write every block's
    /// program, which a new kernel interface needs (and a body edit merely does not use). Its errors.
    private func build(_ kernels: KernelModule, writingMeanwhile book: ProgramBook) -> [CompilerMessage] {
        guard !kernels.isBuilt else { return kernels.build(compiler: compiler, flags: commonFlags) }
        let building = DispatchGroup()
        let found = Mutex<[CompilerMessage]>([])
        let (compiler, flags) = (compiler, commonFlags)
        DispatchQueue.global().async(group: building) {
            let messages = kernels.build(compiler: compiler, flags: flags)
            found.withLock { $0 = messages }
        }
        _ = book.programs(book.codes.keys)
        building.wait()
        return found.withLock { $0 }
    }

    /// Puts the blocks in the shared modules' shards, rebuilding the shards they changed, unless only a few
    /// blocks changed since the shards were built: those are returned to be compiled alone, with the blocks
    /// that need a module of their own.
    private func compileShared(
        _ book: ProgramBook, blocksKey: String, versions: String, flags: [String], into result: inout Result
    ) -> [BlockProgram] {
        let shared = SharedModules(
            directory: "\(cacheDirectory)/shared", blocksKey: blocksKey, shardSize: shardSize, objectsMaker: versions)
        // Blocks already in a shared module need no generating: their entry symbol follows from their digest.
        // The others' programs are guessed while the compiler's parser reads them (`compileAlone` confirms).
        let known = shared.manifest()
        let unknown = book.codes.keys.filter { known[$0] == nil }
        result.programs = known.isEmpty ? book.programs(unknown) : book.guessedPrograms(unknown)
        var alone = result.programs.values.filter { $0.ownModuleReason != nil }
        let changed = result.programs.values.filter { $0.ownModuleReason == nil }
        if !known.isEmpty, changed.count <= looseLimit {
            for digest in book.codes.keys {
                guard let library = known[digest] else { continue }
                result.entries[digest] = Entry(
                    library: library, symbol: BlockProgram.symbol(digest: digest), needsOwnProcess: false)
            }
            return alone + changed
        }
        result.programs = book.programs(book.codes.keys)
        alone = result.programs.values.filter { $0.ownModuleReason != nil }
        let eligible = result.programs.values.filter { $0.ownModuleReason == nil }.sorted { $0.digest < $1.digest }
        let built = shared.build(eligible, compiler: compiler, flags: flags, jobs: jobs)
        result.sharedRebuilt = built.rebuiltShards
        for (digest, messages) in built.failures { result.failures[digest] = messages }
        alone += built.unattributed
        let current = shared.manifest()
        for program in eligible where result.failures[program.digest] == nil {
            guard let library = current[program.digest] else { continue }
            result.entries[program.digest] = Entry(library: library, symbol: program.symbol, needsOwnProcess: false)
        }
        return alone
    }

    /// Blocks compiled alone, a few at a time. The compile starts from the programs given, which may be
    /// guesses (`guessedPrograms`), so that the compiler's parser reads the blocks meanwhile: a block whose
    /// program from the parser's items differs is compiled again from that program, beside the guess, and
    /// only the outcomes of the parser's programs are kept. A guess that was right costs nothing more.
    private func compileAlone(
        _ first: [BlockProgram], book: ProgramBook, in own: OwnModules, flags: [String], into result: inout Result
    ) {
        let (compiler, jobs) = (compiler, jobs)
        let guessing = BackgroundValue { own.build(first, compiler: compiler, flags: flags, jobs: jobs) }
        let truth = book.programs(first.map(\.digest))
        let wrong = first.filter { truth[$0.digest] != $0 }
        book.noteAgreements(first.filter { truth[$0.digest] == $0 }.map(\.digest))
        // Programs of one source share a folder: such a correction waits for its guess's compile to end.
        let sameSource = Set(wrong.filter { truth[$0.digest]!.source == $0.source }.map(\.digest))
        let corrections = wrong.filter { !sameSource.contains($0.digest) }.map { truth[$0.digest]! }
        var outcomes = zip(corrections, own.build(corrections, compiler: compiler, flags: flags, jobs: jobs))
            .map { ($0, $1) }
        let confirmed = Set(wrong.map(\.digest))
        outcomes += zip(first, guessing.value).filter { !confirmed.contains($0.0.digest) }.map { ($0, $1) }
        let rewritten = first.filter { sameSource.contains($0.digest) }.map { truth[$0.digest]! }
        rewritten.forEach(own.forget)
        outcomes += zip(rewritten, own.build(rewritten, compiler: compiler, flags: flags, jobs: jobs)).map { ($0, $1) }
        for (digest, program) in truth { result.programs[digest] = program }
        for (program, outcome) in outcomes.sorted(by: { $0.0.digest < $1.0.digest }) {
            switch outcome {
            case .success(let library):
                result.entries[program.digest] = Entry(
                    library: library, symbol: program.symbol, needsOwnProcess: program.ownModuleReason != nil)
            case .failure(let messages):
                result.failures[program.digest] = messages
            case .stopped(let stop):
                result.stopped[program.digest] = stop
            }
        }
        result.compiledAlone = own.compiledCount
    }

    /// A block that does not compile with its variables as globals may compile otherwise (a global refuses
    /// a main-actor initializer, or an opaque type inferred from another declaration, that top-level code
    /// accepts): first the variables on the lines the compiler refused are initialised by the entry, on
    /// the main actor, where the block awaits; then they are locals, so that the others stay globals
    /// (never released, seen by the block's types); then all of them are. Its first messages are kept
    /// if it compiles no way.
    private func retryRefused(_ book: ProgramBook, in own: OwnModules, flags: [String], into result: inout Result) {
        for retry in Retry.allCases {
            let retried = result.failures.keys.sorted().compactMap { digest -> BlockProgram? in
                guard let code = book.codes[digest] else { return nil }
                let program = result.programs[digest] ?? book.programs([digest])[digest]!
                let refused = Set((result.failures[digest] ?? []).filter { $0.severity == "error" }.map { $0.line - 1 })
                let rewritten = BlockProgramGenerator.generate(
                    code: code, importsKernels: !book.kernelFiles.isEmpty, kernelModuleName: kernelModule,
                    kernelImports: book.kernelImports,
                    variablesAsGlobals: retry != .allLocal,
                    localLines: retry == .refusedLocal ? refused : [],
                    entryLines: retry == .entry ? refused : [], languageMode: languageMode,
                    parsed: book.parsedItems([digest])[digest])
                return rewritten.source == program.source ? nil : rewritten
            }
            for (program, outcome) in zip(retried, own.build(retried, compiler: compiler, flags: flags, jobs: jobs)) {
                if case .stopped(let stop) = outcome {
                    // Not tried again another way: each way may cost the whole limit.
                    result.failures[program.digest] = nil
                    result.stopped[program.digest] = stop
                }
                guard case .success(let library) = outcome else { continue }
                result.failures[program.digest] = nil
                result.retries[program.digest] = retry
                result.entries[program.digest] = Entry(
                    library: library, symbol: program.symbol, needsOwnProcess: program.ownModuleReason != nil)
            }
        }
    }

    /// Every import of the kernel files, once each, in the order first found, as the compiler's parser
    /// (when given: the helper being prepared, and its scratch folder) finds the files' items. Reading them
    /// means reading the kernels whole (a tenth of an edited block's way to its result), so what was found is
    /// kept in `cache` (when given) as a record named by the files' names and text and the reader; the
    /// others are removed.
    static func imports(
        ofKernelFiles files: [String], cache: String? = nil,
        parser: (helper: BackgroundValue<Swift.Result<TopLevelParser, TopLevelParser.Unavailable>>, scratch: String)? =
            nil
    ) -> [String] {
        let texts = files.sorted().map { String(decoding: RawFile.contents(atPath: $0) ?? [], as: UTF8.self) }
        var key = StableDigest()
        key.add(generatorVersion)
        key.add(parser == nil ? "lessonbuild reader" : "compiler parser")
        for (file, text) in zip(files.sorted(), texts) {
            key.add(URL(fileURLWithPath: file).lastPathComponent)
            key.add(text)
        }
        let record = cache.map { $0 + "/" + BlockProgram.hex(key.value) }
        if let record, let lines = BuildCache.recordLines(atPath: record, header: Self.importsHeader) {
            return lines.map(String.init)
        }
        var items = [[ParsedTopLevelItem]?](repeating: nil, count: texts.count)
        var mayKeep = parser == nil
        if let parser, !texts.isEmpty {
            switch parser.helper.value.flatMap({ $0.items(of: texts, scratch: parser.scratch) }) {
            case .success(let lists):
                items = lists
                mayKeep = true
            case .failure(let problem): TopLevelParser.warnUnavailable(problem)
            }
        }
        var seen = Set<String>()
        let imports = zip(texts, items).flatMap { BlockProgramGenerator.imports(ofKernel: $0, parsed: $1) }.filter {
            seen.insert($0).inserted
        }
        // What lessonbuild's reader found where the parser failed is not kept as the parser's.
        if let cache, let record, mayKeep {
            try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
            BuildCache.removeEntries(in: cache, keeping: [])
            // One import a line: the generator joins an import's lines into one.
            BuildCache.writeRecord(record, header: Self.importsHeader, lines: imports)
        }
        return imports
    }

    private static let importsHeader = "kernel imports"

    /// Every block's program, written on all cores (at 600 blocks, half a second on one core of a debug build).
    static func generate(
        _ codes: [UInt64: String], importsKernels: Bool, kernelModule: String = BlockProgramGenerator.kernelModule,
        kernelImports: [String] = [], languageMode: SwiftLanguageMode = .swift5,
        parsed: [UInt64: [ParsedTopLevelItem]] = [:]
    ) -> [UInt64: BlockProgram] {
        let work = Array(codes)
        var programs = [BlockProgram?](repeating: nil, count: work.count)
        programs.withUnsafeMutableBufferPointer { results in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                results[index] = BlockProgramGenerator.generate(
                    code: work[index].value, importsKernels: importsKernels, kernelModuleName: kernelModule,
                    kernelImports: kernelImports, languageMode: languageMode, parsed: parsed[work[index].key])
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(work.map(\.key), programs.map { $0! }))
    }

    /// Flags every block and kernel compile shares: the language mode (Swift 5 unless the blocks ask for 6,
    /// as `swiftc main.swift` uses by default), no warnings (a lesson's reader sees none either), messages in the one-line LLVM style.
    var commonFlags: [String] {
        [
            "-swift-version", languageMode.compilerFlag, "-suppress-warnings", "-parse-as-library", "-Onone",
            "-diagnostic-style", "llvm", "-no-color-diagnostics",
            "-module-cache-path", moduleCacheDirectory,
        ] + speedFlags
    }

    /// Flags that change how fast the compiler works, not the code it makes; part of every cache key (so a
    /// library built with other flags is compiled again, never reused). LLVM's verifier re-checks the IR
    /// the compiler made at every step: at 100 blocks a shard, a tenth of the compile.
    static let defaultSpeedFlags = ["-Xfrontend", "-disable-llvm-verify"]

    /// Clang's module cache records its own absolute path in every module it holds, and refuses them from
    /// anywhere else: so it lives in a folder named for the build cache's path, and a course that was moved
    /// (or a cache restored at another path) starts a new one instead of failing on the old. Everything else
    /// in the cache is keyed by content and found again wherever the course is.
    var moduleCacheDirectory: String {
        let absolute = URL(fileURLWithPath: cacheDirectory).standardizedFileURL.path
        return cacheDirectory + "/module-cache/" + String(stableDigest(absolute), radix: 16)
    }

    /// Removes module caches made for other paths of this build cache (they can never be used from here).
    func removeModuleCachesOfOtherPaths() {
        let name = URL(fileURLWithPath: moduleCacheDirectory).lastPathComponent
        removeOther(in: cacheDirectory + "/module-cache", keeping: name)
    }

    /// A key that changes whenever the kernels, the compiler or the generator change (`versions`).
    func cacheKey(_ kernelFiles: [String], versions: String) -> String {
        var text = versions + "\n"
        for file in kernelFiles.sorted() {
            text += URL(fileURLWithPath: file).lastPathComponent + "\n"
            text += String(decoding: RawFile.contents(atPath: file) ?? [], as: UTF8.self) + "\n\u{0}"
        }
        return String(stableDigest(text), radix: 16)
    }

    /// `swiftc --version`, remembered in the cache next to the compiler file's size and modification time
    /// (asking the compiler takes a tenth of a second, on every command).
    func compilerVersion() -> String {
        let record = cacheDirectory + "/compiler-version"
        var info = stat()
        let stamp =
            stat(compiler.executable, &info) == 0
            ? "\(compiler.executable) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            : compiler.executable
        let saved = String(decoding: BuildCache.record(atPath: record) ?? [], as: UTF8.self)
        if let newline = saved.firstIndex(of: "\n"), saved[..<newline] == stamp {
            return String(saved[saved.index(after: newline)...])
        }
        let version = compiler.version()
        BuildCache.writeRecord(record, Array((stamp + "\n" + version).utf8))
        return version
    }

    /// Bumped whenever the generated code changes shape.
    static let generatorVersion = "blocks-18"

    /// The compiler's parser, built in the background; nil where the toolchain has no host libraries for it,
    /// or `LESSONBUILD_TOP_LEVEL_READER=lessonbuild` asks for lessonbuild's own reader (to compare the two).
    private func topLevelParser(compilerVersion: String)
        -> BackgroundValue<Swift.Result<TopLevelParser, TopLevelParser.Unavailable>>?
    {
        if ProcessInfo.processInfo.environment["LESSONBUILD_TOP_LEVEL_READER"] == "lessonbuild" { return nil }
        guard TopLevelParser.hostLibraries(of: compiler) != nil else {
            TopLevelParser.warnUnavailable(
                .init(reason: "the toolchain has no SwiftParser host library next to \(compiler.executable)"))
            return nil
        }
        let (compiler, cache) = (compiler, cacheDirectory)
        return BackgroundValue {
            TopLevelParser.prepare(compiler: compiler, cacheDirectory: cache, compilerVersion: compilerVersion)
        }
    }

    private func removeOther(in folder: String, keeping name: String) {
        BuildCache.removeEntries(in: folder, keeping: [name])
    }
}

/// An exclusive lock on the build cache, so that two commands never compile into the same files at once.
final class CacheLock: @unchecked Sendable {
    private let descriptor: Int32

    init(path: String) {
        // Not through a link: the lock file is created in the cache, never wherever a link there points.
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor >= 0 { while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {} }
    }

    /// Released when the last holder (a compilation in use) lets go of it.
    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
