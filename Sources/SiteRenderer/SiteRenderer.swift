import Foundation
import LessonModel

/// One file of the built site, relative to the site folder.
public struct SiteFile: Equatable, Sendable {
    public var path: String
    public var contents: String
    /// The file's bytes when it is not text the renderer made: an asset copied from the lessons folder.
    public var bytes: [UInt8]? = nil
    /// A file whose bytes are this one's, when the page comes from a `PageStore` (`contents` is then empty):
    /// the writer links it into the site rather than reading and writing its bytes again.
    public var keptAt: String? = nil

    public init(path: String, contents: String, bytes: [UInt8]? = nil, keptAt: String? = nil) {
        self.path = path
        self.contents = contents
        self.bytes = bytes
        self.keptAt = keptAt
    }
}

/// Everything the site is made from: the checked lessons, what their blocks printed, the kernels.
public struct SiteInput: Sendable {
    public var lessons: [Lesson]
    /// Block outputs by lesson key, then by the line of the block's opening fence.
    public var outputs: [String: [Int: BlockOutput]]
    /// Kernel sources by name, e.g. `Sync` → the text of `Sync.swift`.
    public var kernels: [String: String]
    /// A language's own kernels, by language code then name: its kernels page and lessons use these instead.
    public var languageKernels: [String: [String: String]]
    public var settings: SiteSettings
    /// Languages, titles, interface strings and the kernel vocabulary; empty: the folders found, neutral titles.
    public var configuration: CourseConfiguration
    /// Landing texts (`index.md`): `tr` for a language's, `tr/02-navigasyon` for a chapter's.
    public var landings: [String: Lesson]
    /// Files next to the lessons (images), by path inside the lessons folder (`tr/images/a.png`): each is
    /// written at the same path in the site, where the pages' relative links find it.
    public var assets: [String: [UInt8]]
    /// What the compiler says of the names in the course's code, by `CodeNames.key(language:code:)`:
    /// runnable blocks and kernel files. Code without an entry is shown highlighted only.
    public var names: [String: CodeNames] = [:]

    public init(
        lessons: [Lesson], outputs: [String: [Int: BlockOutput]], kernels: [String: String],
        settings: SiteSettings = SiteSettings(),
        configuration: CourseConfiguration = CourseConfiguration(), landings: [String: Lesson] = [:],
        assets: [String: [UInt8]] = [:],
        languageKernels: [String: [String: String]] = [:]
    ) {
        self.lessons = lessons
        self.languageKernels = languageKernels
        self.outputs = outputs
        self.kernels = kernels
        self.settings = settings
        self.configuration = configuration
        self.landings = landings
        self.assets = assets
    }
}

/// What a site says about where it lives and when it was made: filled from the course config when there is one.
public struct SiteSettings: Equatable, Sendable {
    /// The published address of the site root, ending in "/" (e.g. `https://example.org/course/`): canonical
    /// links, Open Graph and `sitemap.xml` use it. Without it the sitemap lists paths relative to the root.
    public var baseURL: String?
    /// Where the course's source lives (a repository page), linked from every footer.
    public var sourceURL: String?
    /// "Edit this page": `{path}` is replaced by the lesson's path inside the lessons folder (`tr/01-x.md`).
    public var editURL: String?
    /// The build date shown in the footer, `YYYY-MM-DD`. Chosen by the caller so that a rebuild of the same
    /// sources is byte-identical (see `BuildDate`).
    public var buildDate: String?

    public init(baseURL: String? = nil, sourceURL: String? = nil, editURL: String? = nil, buildDate: String? = nil) {
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.sourceURL = sourceURL
        self.editURL = editURL
        self.buildDate = buildDate
    }
}

/// Renders the course site. A pure function of its input: the same lessons give the same bytes.
public enum SiteRenderer {
    /// Where a lesson's page is in the site: `tr/02-navigasyon/01-push.html` for `tr/02-navigasyon/01-push.md`.
    public static func pagePath(of path: LessonPath) -> String { "\(path.language)/\(path.baseName).html" }

    /// The pages every site has besides the lessons' (and chapters' `index.html`): what a link may name.
    public static func fixedPages(languages: [String]) -> Set<String> {
        var pages: Set<String> = ["index.html", "404.html", "sitemap.xml"]
        for language in languages {
            pages.formUnion(["\(language)/index.html", "\(language)/kernels.html", "\(language)/search.html"])
        }
        return pages
    }

    /// Every file of the site, sorted by path.
    public static func render(_ input: SiteInput) -> [SiteFile] {
        let collected = ParallelResults<SiteFile>(count: 0)
        render(input) { collected.append($0) }
        return collected.values.sorted { $0.path < $1.path }
    }

    /// Renders the site, handing each file to `emit` as soon as it is ready: pages are rendered on every
    /// core, so `emit` is called from several threads at once (the writer stores them meanwhile).
    /// - Parameter cache: what an earlier render of the same course left (the preview's); pages whose inputs
    ///   did not change are emitted from it instead of being rendered again. The files are the same either way.
    /// - Parameter store: where pages are kept between builds (the build cache's): a page whose inputs are
    ///   those of its kept copy is emitted from there, and every page rendered is handed to it.
    public static func render(
        _ input: SiteInput, cache: RenderCache? = nil, store: PageStore? = nil, emit: @Sendable (SiteFile) -> Void
    ) {
        emit(SiteFile(path: "assets/style.css", contents: Assets.styleSheet))
        emit(SiteFile(path: "assets/site.js", contents: Assets.script + Assets.namesScript + Assets.homeScript))
        emit(SiteFile(path: "assets/search.js", contents: Assets.searchScript))
        emit(SiteFile(path: "assets/theme.js", contents: Assets.themeScript))
        emit(SiteFile(path: "assets/favicon.svg", contents: Assets.favicon))
        let byLanguage = Dictionary(grouping: input.lessons.filter { $0.path != nil }, by: { $0.path!.language })
        let codes = SiteLanguage.order(Set(byLanguage.keys), configuration: input.configuration)
        let languages = codes.map { SiteLanguage(code: $0, configuration: input.configuration) }
        let cache = cache ?? RenderCache()
        let run = RenderRun(
            input: input, codes: codes, highlighter: HighlightCache(), names: NamesDigests(input.names),
            counterparts: Counterparts(input.lessons), store: store)
        var contexts: [RenderCache.Context] = []
        var states: [String: RenderCache.LanguageState] = [:]
        var rendered = 0
        for (position, language) in languages.enumerated() {
            // The language switch leads to the next language (the last one back to the first).
            let other = languages.count > 1 ? languages[(position + 1) % languages.count] : nil
            let done = run.language(
                language, lessons: inPathOrder(byLanguage[language.code]!), alternate: other, cache: cache, emit: emit)
            contexts.append(done.state.context)
            states[language.code] = done.state
            rendered += done.rendered
        }
        cache.languages = states
        cache.rendered(rendered)
        let home = languages.map { ($0, inPathOrder(byLanguage[$0.code]!)) }
        let shared = cache.home.value(for: contexts) {
            [
                HomePage.render(languages: home, settings: input.settings),
                HomePage.notFound(languages: home, settings: input.settings),
            ]
                + [Sitemap.file(languages: home.map { ($0.0.code, $0.1) }, settings: input.settings)].compactMap { $0 }
        }
        shared.forEach(emit)
        for (path, bytes) in input.assets.sorted(by: { $0.key < $1.key }) where Self.isAssetPath(path) {
            emit(SiteFile(path: path, contents: "", bytes: bytes))
        }
    }

    /// What one render shares across its languages.
    struct RenderRun {
        var input: SiteInput
        var codes: [String]
        var highlighter: HighlightCache
        var names: NamesDigests
        var counterparts: Counterparts
        var store: PageStore?

        /// Renders (or takes from the caches) one language's pages and emits them; its state for the cache
        /// and how many lesson pages were rendered anew.
        func language(
            _ language: SiteLanguage, lessons: [Lesson], alternate other: SiteLanguage?, cache: RenderCache,
            emit: @Sendable (SiteFile) -> Void
        ) -> (state: RenderCache.LanguageState, rendered: Int) {
            let pageCounterparts = SiteRenderer.counterparts(of: lessons, pairs: counterparts, languages: codes)
            let kernels = input.languageKernels[language.code] ?? input.kernels
            let context = RenderCache.Context(
                code: language.code, configuration: input.configuration, settings: input.settings, languages: codes,
                alternate: other?.code, counterparts: pageCounterparts, kernels: kernels,
                lessons: lessons.map { RenderCache.LessonLink(key: $0.key, title: $0.title, path: $0.path!) },
                landings: input.landings.mapValues(\.source.bytes))
            var state = cache.state(for: context)
            let pages = LanguagePages(
                language: language, lessons: lessons, alternate: other, kernels: kernels,
                highlighter: highlighter, settings: input.settings, languages: codes, landings: input.landings,
                sidebar: state.sidebar, counterparts: pageCounterparts, names: input.names)
            state.sidebar = pages.sidebar
            let contextDigest = KeptPage.contextDigest(context, hasNames: !input.names.isEmpty)
            let (ordered, rendered) = lessonPages(
                pages, lessons: lessons, known: state.pages, contextDigest: contextDigest, emit: emit)
            state.pages = Dictionary(uniqueKeysWithValues: zip(lessons.map(\.key), ordered))
            emitLanguageFiles(pages, ordered: ordered, state: &state, contextDigest: contextDigest, emit: emit)
            return (state, rendered)
        }

        /// Every lesson page of a language in order, each from the preview's cache, the page store or
        /// rendered (on every core), emitted; and how many were rendered.
        func lessonPages(
            _ pages: LanguagePages, lessons: [Lesson], known cached: [String: RenderCache.Page], contextDigest: UInt64,
            emit: @Sendable (SiteFile) -> Void
        ) -> (ordered: [RenderCache.Page], rendered: Int) {
            let keys = lessons.indices.map { index in
                RenderCache.PageKey(
                    index: index, displayPath: lessons[index].displayPath, bytes: lessons[index].source.bytes,
                    outputs: input.outputs[lessons[index].key] ?? [:],
                    openListings: pages.openListings(of: index))
            }
            let stale = lessons.indices.filter { cached[lessons[$0].key]?.key != keys[$0] }
            let kept = store.map {
                SiteRenderer.keptPages(
                    stale, lessons: lessons, keys: keys, context: contextDigest, store: $0, names: names)
            }
            var known = cached
            for page in kept ?? [] { known[lessons[page.key.index].key] = page }
            let keptIndices = Set((kept ?? []).map(\.key.index))
            let missing = stale.filter { !keptIndices.contains($0) }
            // Pages are independent: render them on every core.
            let made = ParallelResults<RenderCache.Page>(count: missing.count)
            DispatchQueue.concurrentPerform(iterations: missing.count) { slot in
                let index = missing[slot]
                let result = pages.lessonPage(
                    index: index, outputs: keys[index].outputs, openListings: keys[index].openListings)
                let page = RenderCache.Page(
                    key: keys[index], file: result.page, search: result.search.map(SearchIndex.line),
                    indexItem: pages.indexItem(lessons[index]), kernelsUsed: pages.kernelsUsed(lessons[index]),
                    namesLookedUp: result.namesLookedUp)
                made.set(slot, page)
                // Handed over on the core that made it: written one after another once all were made, the
                // pages were a serial tail of a build.
                emit(result.page)
                store?.keep(
                    record: KeptPage.record(page, names: names), page: result.page.contents,
                    lesson: lessons[index].key, key: KeptPage.key(context: contextDigest, page: keys[index]))
            }
            var current: [String: RenderCache.Page] = [:]
            for page in made.values { current[lessons[page.key.index].key] = page }
            let ordered = lessons.map { current[$0.key] ?? known[$0.key]! }
            let remade = Set(missing)
            for page in ordered where !remade.contains(page.key.index) { emit(page.file) }
            return (ordered, missing.count)
        }

        /// A language's contents, kernels and search pages and its search index, each made again only when
        /// what it shows of the lesson pages changed.
        func emitLanguageFiles(
            _ pages: LanguagePages, ordered: [RenderCache.Page], state: inout RenderCache.LanguageState,
            contextDigest: UInt64, emit: @Sendable (SiteFile) -> Void
        ) {
            let code = pages.language.code
            let keys = ordered.map { pages.lessons[$0.key.index].key }
            emit(
                state.index.value(for: ordered.map(\.indexItem)) {
                    pages.indexPage(listed: Dictionary(uniqueKeysWithValues: zip(keys, ordered.map(\.indexItem))))
                })
            emit(
                state.kernels.value(for: ordered.map(\.kernelsUsed)) {
                    // It shows every kernel line any of the language's code links to: keyed by all its names.
                    KeptPage.file(
                        "kernels " + code, store: store,
                        key: KeptPage.kernelsKey(
                            context: contextDigest, used: ordered.map(\.kernelsUsed),
                            names: names.digest(language: code))
                    ) { pages.kernelsPage(used: ordered.map(\.kernelsUsed)) }
                })
            let search = state.search ?? pages.searchPage()
            state.search = search
            emit(search)
            emit(
                state.searchIndex.value(for: ordered.map(\.search)) {
                    SiteFile(
                        path: "\(code)/search-index.js",
                        contents: SearchIndex.script(
                            lines: ordered.flatMap(\.search) + pages.kernelSearchEntries().map(SearchIndex.line),
                            language: code))
                })
        }
    }

    /// The pages of `indices` the store keeps under their current keys, read on every core.
    static func keptPages(
        _ indices: [Int], lessons: [Lesson], keys: [RenderCache.PageKey], context: UInt64, store: PageStore,
        names: NamesDigests
    ) -> [RenderCache.Page] {
        let found = ParallelResults<RenderCache.Page?>(count: indices.count)
        DispatchQueue.concurrentPerform(iterations: indices.count) { slot in
            let index = indices[slot]
            let kept = store.page(lesson: lessons[index].key, key: KeptPage.key(context: context, page: keys[index]))
            found.set(slot, kept.flatMap { KeptPage.kept($0.record, file: $0.file, key: keys[index], names: names) })
        }
        return found.values.compactMap { $0 }
    }

    /// Each page of a language by its path in the language folder → other language → its counterpart's
    /// path from the site root: the lessons' pairs, and the contents, kernels and search pages' namesakes.
    static func counterparts(of lessons: [Lesson], pairs: Counterparts, languages: [String]) -> [String: [String:
        String]]
    {
        var result: [String: [String: String]] = [:]
        let own = lessons.first?.path?.language
        for name in ["index.html", "kernels.html", "search.html"] {
            result[name] = Dictionary(
                uniqueKeysWithValues: languages.filter { $0 != own }.map { ($0, "\($0)/\(name)") })
        }
        for lesson in lessons {
            guard let found = pairs.pairs[lesson.key] else { continue }
            // `az/01-x.md` → `az/01-x.html`
            result[lesson.path!.baseName + ".html"] = found.mapValues { String($0.dropLast(3)) + ".html" }
        }
        return result
    }

    /// The lessons sorted by path. They usually come in that order already (course order): one pass says so,
    /// where sorting a thousand lessons (moving large values through generic code) took a few milliseconds.
    static func inPathOrder(_ lessons: [Lesson]) -> [Lesson] {
        var index = 1
        while index < lessons.count, !(lessons[index].path! < lessons[index - 1].path!) { index += 1 }
        return index >= lessons.count ? lessons : lessons.sorted { $0.path! < $1.path! }
    }

    /// An asset keeps its path inside the lessons folder, so it must stay inside a language folder and never
    /// take the place of a page or of the site's own files.
    static func isAssetPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, LanguageTag.isValid(String(parts[0])),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { return false }
        return !path.hasSuffix(".html") && !path.hasSuffix(".md") && !path.hasSuffix("/search-index.js")
    }

    /// What the build should warn about: a language that gets some interface strings in English, a site
    /// that does not know where it is published, and kernel words the vocabulary does not explain.
    /// - Parameter store: where the kernel words found are kept between builds, under a digest of everything
    ///   they follow from (finding them reads every transcript and lesson: most of the time a build spends
    ///   on warnings).
    /// Warnings at a lesson's line: an exercise's answer that would stay in view, as its paragraph opens with
    /// another reasoning word than its language's (`reasoning`).
    public static func lessonWarnings(_ input: SiteInput) -> [Diagnostic] {
        var languages: [String: SiteLanguage] = [:]
        var warnings: [Diagnostic] = []
        for lesson in input.lessons {
            guard let code = lesson.path?.language else { continue }
            let language = languages[code] ?? SiteLanguage(code: code, configuration: input.configuration)
            languages[code] = language
            let word = language.strings.reasoning
            for (line, found) in ReasoningWord.unfolded(in: lesson, word: word) {
                warnings.append(
                    Diagnostic(
                        .warning, .unfoldedReasoning, at: lesson.location(line),
                        "this paragraph after an exercise's output starts with '\(found)', not with '\(word)' (the "
                            + "interface key `reasoning` of '\(code)'): it stays in view, showing the answer before "
                            + "the output is opened",
                        hint: "start it with '\(word)', or set languages[].strings.reasoning in "
                            + "\(CourseConfiguration.fileName)"))
            }
        }
        return warnings
    }

    public static func warnings(_ input: SiteInput, store: PageStore? = nil) -> [String] {
        let found = Set(input.lessons.compactMap { $0.path?.language })
        var warnings: [String] = []
        if input.settings.baseURL == nil {
            warnings.append(
                "no baseURL in \(CourseConfiguration.fileName): sitemap.xml is not written (its addresses must be absolute), "
                    + "and 404.html links from the host's root (/), right for a site published at a domain's root")
        }
        warnings += Counterparts(input.lessons).problems
        let unexplained = KernelWords.unexplained(in: input, store: store)
        if !unexplained.isEmpty {
            warnings.append(
                "transcripts print kernel words that vocabulary does not explain: \(unexplained.joined(separator: ", ")) "
                    + "(give each a word entry with its meaning and tone)")
        }
        return warnings
            + SiteLanguage.order(found, configuration: input.configuration).compactMap { code in
                let missing = SiteLanguage(code: code, configuration: input.configuration).missingStrings
                guard !missing.isEmpty else { return nil }
                return
                    "the interface has no strings for the language '\(code)': English is used for \(missing.joined(separator: ", ")) "
                    + "(give them in languages[].strings of \(CourseConfiguration.fileName))"
            }
    }
}

/// Results written from parallel work, one slot each, read once all work is done.
final class ParallelResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func append(_ value: Value) {
        lock.lock()
        slots.append(value)
        lock.unlock()
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
