import Foundation
import LessonModel
import SiteRenderer
import Synchronization

/// The names of a checked course's code as the compiler resolves them: every runnable block (exercises
/// included) and every kernel file, each against the kernels of its lesson's language, as the standalone
/// program is compiled. Compile-error blocks and excerpts are left out (there is no program to ask about).
///
/// Kept in `.build/lessonbuild/names/`, one file per piece of code, keyed by its text, its language mode,
/// the text of its kernels, the compiler and this format: an unchanged block costs a file read, so the
/// preview asks SourceKit only about the blocks that changed.
enum CourseNames {
    /// Bump when what is asked or how it is kept changes: older files are then never read.
    static let formatVersion = "names 10"

    /// One piece of code to resolve, with its key in the site's table.
    struct Work: Hashable {
        var language: String
        var code: String
        /// The kernel file this is (`Sync.swift`), or nil for a block.
        var kernel: String?
        var mode: SwiftLanguageMode
    }

    /// What a names phase gives the site: the table it renders from, a warning when SourceKit could not be
    /// used at all, and one warning for each piece of code whose names are absent (its worker crashed, ran
    /// past a limit), at its lesson's line.
    struct Resolved {
        var table: [String: CodeNames]
        var warning: String?
        var problems: [Diagnostic] = []

        /// Every warning as a diagnostic: the one for the whole course at `course.json`.
        var diagnostics: [Diagnostic] {
            let whole = warning.map {
                Diagnostic(.warning, .siteWarning, at: SourceLocation(file: CourseConfiguration.fileName, line: 1), $0)
            }
            return (whole.map { [$0] } ?? []) + problems
        }
    }

    /// - Parameter memory: what earlier calls resolved (the preview's, across rebuilds), so an unchanged block
    ///   costs not even a file read.
    static func resolve(
        _ report: CheckReport, cacheDirectory: String, limits: Limits = Limits(), memory: Memory? = nil
    ) -> Resolved {
        resolve(
            Sources(
                lessons: report.lessons.map(\.lesson), kernels: report.kernels,
                languageKernels: report.languageKernels, defaultMode: report.configuration.swiftLanguageMode),
            cacheDirectory: cacheDirectory, limits: limits, memory: memory)
    }

    /// What a site build of `report` shows of its names under `settings` (none with `--no-names`): the one
    /// entry point of `build` and the preview.
    static func resolve(_ report: CheckReport, settings: BuildSettings, memory: Memory? = nil) -> Resolved {
        guard settings.showsNames else { return Resolved(table: [:]) }
        var sources = Sources(
            lessons: report.lessons.map(\.lesson), kernels: report.kernels,
            languageKernels: report.languageKernels, defaultMode: report.configuration.swiftLanguageMode)
        sources.kernelsFolder = settings.layout.kernels
        return resolve(
            sources, cacheDirectory: CourseCompilation.cacheDirectory(for: settings.layout.layout),
            limits: Limits(
                names: settings.names, memoryBytes: settings.limits.memoryBytes,
                sandboxed: settings.sandbox ? settings.layout.layout : nil),
            memory: memory)
    }

    /// The names limits, the memory a names worker may use (`--max-memory`, as for running blocks), and under
    /// `--sandbox` the course whose lessons and kernels its sandbox shows.
    struct Limits {
        var names = NamesLimits()
        var memoryBytes = RunLimits().memoryBytes
        var sandboxed: CourseLayout? = nil
    }

    /// The code of a course: its lessons and kernels.
    struct Sources {
        var lessons: [Lesson]
        var kernels: [String: String]
        var languageKernels: [String: [String: String]]
        var defaultMode: SwiftLanguageMode
        /// The kernels folder as messages name it.
        var kernelsFolder = "Sources/Kernels"

        func kernelSet(_ language: String) -> [String: String] { languageKernels[language] ?? kernels }

        /// Where a piece of code is, for a warning about it: its block's first line, or its kernel file.
        func location(of item: Work) -> SourceLocation? {
            if let kernel = item.kernel {
                let folder = languageKernels[item.language] == nil ? kernelsFolder : kernelsFolder + "/" + item.language
                return SourceLocation(file: folder + "/" + kernel, line: 1)
            }
            for lesson in lessons where lesson.path?.language == item.language {
                if let block = lesson.runnables.first(where: { $0.code.code == item.code }) {
                    return lesson.location(block.code.openingLine)
                }
            }
            return nil
        }
    }

    static func resolve(
        _ sources: Sources, cacheDirectory: String, limits: Limits = Limits(), memory: Memory? = nil
    ) -> Resolved {
        let work = Array(Set(workItems(sources))).sorted { ($0.language, $0.code) < ($1.language, $1.code) }
        guard !work.isEmpty else { return Resolved(table: [:]) }
        guard let compiler = SwiftCompiler.locate() else {
            return Resolved(table: [:], warning: "no Swift compiler: the pages show no declarations")
        }
        let version = BlockCompiler(compiler: compiler, cacheDirectory: cacheDirectory).compilerVersion()
        let folder = cacheDirectory + "/names"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The same code against the same kernels in two languages is one piece of work (and one work folder).
        var byKey: [String: Work] = [:]
        var kernelDigests: [String: String] = [:]
        let keys = work.map { item in
            let kernels = kernelDigests[item.language] ?? kernelsDigest(sources.kernelSet(item.language))
            kernelDigests[item.language] = kernels
            let key = cacheKey(item, kernelsDigest: kernels, compilerVersion: version)
            if byKey[key] == nil { byKey[key] = item }
            return key
        }
        var found = lookUp(Array(byKey.keys), folder: folder, memory: memory)
        var resolved = Resolved(table: [:])
        // Pieces whose names were absent earlier in this preview: not asked again until they change.
        let missing = byKey.keys.filter { found[$0] == nil && memory?.failure($0) == nil }.sorted()
        for key in byKey.keys.sorted() {
            if let reason = memory?.failure(key) { resolved.problems += problem(reason, byKey[key]!, sources) }
        }
        if !missing.isEmpty {
            // Workers are started only when some code is not in the cache: a build of unchanged code starts none.
            var confinement: Sandbox?
            if let course = limits.sandboxed {
                guard let bubblewrap = Sandbox.bubblewrap() else {
                    return Resolved(table: [:], warning: Sandbox.missingMessage + ": the pages show no declarations")
                }
                confinement = CompilerSandbox.names(
                    bubblewrap: bubblewrap, compiler: compiler.executable, course: course, cache: cacheDirectory,
                    worker: workerExecutable())
            }
            // SourceKit's clang modules, kept as the compiler's are: used only while they are the files noted.
            let moduleCache = folder + "/module-cache"
            BuildCache.verifyFolder(moduleCache)
            let workers = NamesWorkers(
                executable: workerExecutable().path, compiler: compiler.executable, limits: limits.names,
                memoryBytes: limits.memoryBytes, moduleCache: moduleCache, confinement: confinement)
            let outcomes = asked(missing.map { byKey[$0]! }, keys: missing, sources: sources, folder: folder, workers)
            BuildCache.recordFolder(moduleCache)
            var unavailable = 0
            for (key, outcome) in zip(missing, outcomes) {
                switch outcome {
                case .names(let names):
                    found[key] = names
                    memory?[key] = names
                case .failed(let reason):
                    memory?.noteFailure(key, reason)
                    resolved.problems += problem(reason, byKey[key]!, sources)
                case .unavailable(let reason):
                    unavailable += 1
                    resolved.warning = reason
                }
            }
            if let reason = resolved.warning {
                resolved.warning = "\(reason): the pages show no declarations for \(unavailable) pieces of code"
            }
        }
        for (item, key) in zip(work, keys) {
            if let names = found[key] {
                resolved.table[CodeNames.key(language: item.language, code: item.code)] = names
            }
        }
        resolved.problems.sort { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
        return resolved
    }

    /// The warning that a piece's names are absent.
    static func problem(_ reason: String, _ item: Work, _ sources: Sources) -> [Diagnostic] {
        let at = sources.location(of: item) ?? SourceLocation(file: CourseConfiguration.fileName, line: 1)
        let what = item.kernel == nil ? "this block" : "this kernel file"
        return [Diagnostic(.warning, .namesAbsent, at: at, "the page shows no names for \(what): \(reason)")]
    }

    /// The executable a names worker starts from: this one, when it is the builder (whose `main` hands a
    /// relaunched copy to `BlockWorker.main`), else the `lessonbuild` beside it (a test bundle's runner, a
    /// script in the products folder), which is.
    static func workerExecutable() -> URL {
        let current = RelaunchingExecutor.currentExecutable
        let beside = current.deletingLastPathComponent().appendingPathComponent("lessonbuild")
        if current.lastPathComponent != "lessonbuild", FileManager.default.isExecutableFile(atPath: beside.path) {
            return beside
        }
        return current
    }

    /// What the preview's memory or the cache folder holds of `keys`.
    static func lookUp(_ keys: [String], folder: String, memory: Memory?) -> [String: CodeNames] {
        let read = parallelMap(keys) { key -> CodeNames? in
            if let known = memory?[key] { return known }
            let names = cached(folder + "/" + key)
            if let names { memory?[key] = names }
            return names
        }
        var found: [String: CodeNames] = [:]
        for (key, names) in zip(keys, read) where names != nil { found[key] = names }
        return found
    }

    /// Resolved names by cache key, kept between the preview's rebuilds; safe to use from several threads.
    final class Memory: Sendable {
        private struct Known {
            var names: [String: CodeNames] = [:]
            /// Why a piece's names are absent, by cache key: never kept on disk (a time limit may pass on a
            /// quieter machine), but not asked again in the same preview while the code is unchanged.
            var failures: [String: String] = [:]
        }
        private let known = Mutex(Known())

        func failure(_ key: String) -> String? { known.withLock { $0.failures[key] } }
        func noteFailure(_ key: String, _ reason: String) { known.withLock { $0.failures[key] = reason } }

        subscript(key: String) -> CodeNames? {
            get { known.withLock { $0.names[key] } }
            set { known.withLock { $0.names[key] = newValue } }
        }
    }

    static func workItems(_ sources: Sources) -> [Work] {
        var items: [Work] = []
        var languages: Set<String> = []
        for lesson in sources.lessons {
            guard let language = lesson.path?.language else { continue }
            languages.insert(language)
            for runnable in lesson.runnables where !runnable.expectsCompileError {
                items.append(
                    Work(
                        language: language, code: runnable.code.code, kernel: nil,
                        mode: runnable.languageMode(courseDefault: sources.defaultMode)))
            }
        }
        // Every kernel file of a language that has lessons: its listings and its kernels page show them.
        for language in languages {
            for (name, text) in sources.kernelSet(language) {
                items.append(Work(language: language, code: text, kernel: name + ".swift", mode: sources.defaultMode))
            }
        }
        return items
    }

    /// - Parameter kernelsDigest: `kernelsDigest` of the code's kernels, made once for all the code they serve
    ///   (digesting every kernel's text again for each block was most of a cached build's names phase).
    static func cacheKey(_ item: Work, kernelsDigest: String, compilerVersion: String) -> String {
        var text = formatVersion + "\n" + compilerVersion + "\n" + item.mode.compilerFlag + "\n" + kernelsDigest + "\n"
        text += (item.kernel ?? "main.swift") + "\n" + item.code
        return BlockProgram.hex(stableDigest(text))
    }

    static func kernelsDigest(_ kernels: [String: String]) -> String {
        var text = ""
        for (name, source) in kernels.sorted(by: { $0.key < $1.key }) { text += name + "\n" + source + "\u{0}" }
        return BlockProgram.hex(stableDigest(text))
    }

    static func cached(_ path: String) -> CodeNames? {
        BuildCache.record(atPath: path).flatMap(CodeNames.init(encoded:))
    }

    /// Asks the workers about each piece, each written with its kernels into a folder of its own just before
    /// (SourceKit reads files; the paths it answers with are mapped back to file names, so nothing kept
    /// depends on where this folder is), and keeps each answer in the cache.
    static func asked(
        _ items: [Work], keys: [String], sources: Sources, folder: String, _ workers: NamesWorkers
    ) -> [NamesWorkers.Outcome] {
        let requests = zip(items, keys).map { item, key in
            request(item, kernels: sources.kernelSet(item.language), work: folder + "/work-" + key)
        }
        return workers.resolve(
            requests.map(\.message),
            prepare: { index in
                let work = folder + "/work-" + keys[index]
                BuildCache.remove(work)
                try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
                for (path, text) in requests[index].files { _ = RawFile.replace(atPath: path, with: Array(text.utf8)) }
            },
            finish: { index, outcome in
                BuildCache.remove(folder + "/work-" + keys[index])
                if case .names(let names) = outcome {
                    BuildCache.writeRecord(folder + "/" + keys[index], names.encoded())
                }
            })
    }

    /// The request for one piece, and the files (path and text) it names.
    static func request(_ item: Work, kernels: [String: String], work: String) -> (
        message: NamesMessage, files: [(String, String)]
    ) {
        var files = kernels.sorted { $0.key < $1.key }.map { (work + "/" + $0.key + ".swift", $0.value) }
        let kernelFiles = files.map(\.0)
        let file = work + "/" + (item.kernel ?? "main.swift")
        if item.kernel == nil { files.append((file, item.code)) }
        return (NamesMessage("resolve", strings: [item.mode.compilerFlag, file, item.code] + kernelFiles), files)
    }
}
