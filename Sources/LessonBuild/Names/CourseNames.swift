import Foundation
import LessonModel
import LessonSymbols
import SiteRenderer

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

    /// The table the site renders from, and a warning when SourceKit could not be used.
    /// - Parameter memory: what earlier calls resolved (the preview's, across rebuilds), so an unchanged block
    ///   costs not even a file read.
    static func resolve(
        _ report: CheckReport, cacheDirectory: String, memory: Memory? = nil
    ) -> (table: [String: CodeNames], warning: String?) {
        resolve(
            Sources(
                lessons: report.lessons.map(\.lesson), kernels: report.kernels,
                languageKernels: report.languageKernels, defaultMode: report.configuration.swiftLanguageMode),
            cacheDirectory: cacheDirectory, memory: memory)
    }

    /// What a site build of `report` shows of its names under `settings` (none with `--no-names`): the one
    /// entry point of `build` and the preview.
    static func resolve(
        _ report: CheckReport, settings: BuildSettings, memory: Memory? = nil
    ) -> (table: [String: CodeNames], warning: String?) {
        guard settings.showsNames else { return ([:], nil) }
        return resolve(
            report, cacheDirectory: CourseCompilation.cacheDirectory(for: settings.layout.layout), memory: memory)
    }

    /// The code of a course: its lessons and kernels.
    struct Sources {
        var lessons: [Lesson]
        var kernels: [String: String]
        var languageKernels: [String: [String: String]]
        var defaultMode: SwiftLanguageMode

        func kernelSet(_ language: String) -> [String: String] { languageKernels[language] ?? kernels }
    }

    static func resolve(
        _ sources: Sources, cacheDirectory: String, memory: Memory? = nil
    ) -> (table: [String: CodeNames], warning: String?) {
        let work = Array(Set(workItems(sources))).sorted { ($0.language, $0.code) < ($1.language, $1.code) }
        guard !work.isEmpty else { return ([:], nil) }
        guard let compiler = SwiftCompiler.locate() else {
            return ([:], "no Swift compiler: the pages show no declarations")
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
        var warning: String?
        let missing = byKey.keys.filter { found[$0] == nil }.sorted()
        if !missing.isEmpty {
            // SourceKit is loaded only when some code is not in the cache: a build of unchanged code never does.
            do {
                let sourceKit = try SourceKit.load(besideCompiler: compiler.executable)
                let made = parallelMap(missing) { key in
                    computed(
                        byKey[key]!, kernels: sources.kernelSet(byKey[key]!.language), sourceKit: sourceKit,
                        folder: folder, key: key)
                }
                for (key, names) in zip(missing, made) {
                    found[key] = names
                    memory?[key] = names
                }
            } catch {
                warning = "\(error.description): the pages show no declarations for \(missing.count) pieces of code"
            }
        }
        var table: [String: CodeNames] = [:]
        for (item, key) in zip(work, keys) {
            if let names = found[key] { table[CodeNames.key(language: item.language, code: item.code)] = names }
        }
        return (table, warning)
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

    /// `transform` of every element, on every core, in order.
    static func parallelMap<Value>(_ items: [String], _ transform: (String) -> Value) -> [Value] {
        var results = [Value?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own element only.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: items.count) { index in slots[index] = transform(items[index]) }
        }
        return results.map { $0! }
    }

    /// Resolved names by cache key, kept between the preview's rebuilds; safe to use from several threads.
    final class Memory: @unchecked Sendable {
        private var known: [String: CodeNames] = [:]
        private let lock = NSLock()

        subscript(key: String) -> CodeNames? {
            get { lock.withLock { known[key] } }
            set { lock.withLock { known[key] = newValue } }
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

    /// Writes the code and its kernels into a folder of its own (SourceKit reads files; the paths it
    /// answers with are mapped back to file names, so nothing kept depends on where this folder is).
    static func computed(
        _ item: Work, kernels: [String: String], sourceKit: SourceKit, folder: String, key: String
    ) -> CodeNames {
        let work = folder + "/work-" + key
        try? FileManager.default.removeItem(atPath: work)
        defer { try? FileManager.default.removeItem(atPath: work) }
        var kernelFiles: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            for (name, source) in kernels {
                let path = work + "/" + name + ".swift"
                try Data(source.utf8).write(to: URL(fileURLWithPath: path))
                kernelFiles.append(path)
            }
            let file = work + "/" + (item.kernel ?? "main.swift")
            if item.kernel == nil { try Data(item.code.utf8).write(to: URL(fileURLWithPath: file)) }
            let resolver = NameResolver(sourceKit: sourceKit, languageMode: item.mode.compilerFlag)
            let names = resolver.names(of: item.code, file: file, kernelFiles: kernelFiles.sorted())
            BuildCache.writeRecord(folder + "/" + key, names.encoded())
            return names
        } catch {
            return CodeNames()
        }
    }
}
