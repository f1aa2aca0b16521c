import LessonMarkdown
import LessonModel

/// The pages of one language: a page per lesson, the contents page, the kernels page and the search page.
/// A lesson in a chapter folder has its page in the same folder (`tr/02-navigasyon/01-push.html`), so the
/// relative links and images a lesson holds work from its page unchanged.
struct LanguagePages {
    let language: SiteLanguage
    var strings: UIStrings { language.strings }
    let lessons: [Lesson]
    let alternate: SiteLanguage?
    let kernels: [String: String]
    let sidebar: PageTemplate.Sidebar
    let highlighter: HighlightCache
    let settings: SiteSettings
    /// Landing texts: `tr` for the language, `tr/02-navigasyon` for a chapter.
    let landings: [String: Lesson]
    /// Languages the search looks in from these pages: this one first.
    let searchLanguages: [String]
    /// Where each kernel is listed first in this language: that listing is shown open, later ones folded.
    let firstListing: [String: (lesson: Int, line: Int)]
    /// The names each kernel declares at top level, read once (every lesson is matched against them).
    let kernelNames: [String: [String]]
    /// Each page's counterparts: its path in the language folder → language → the counterpart's path from
    /// the site root (`Counterparts`).
    let counterparts: [String: [String: String]]
    /// What the compiler says of the names in the code (`SiteInput.names`).
    let names: [String: CodeNames]

    init(
        language: SiteLanguage, lessons: [Lesson], alternate: SiteLanguage?, kernels: [String: String],
        highlighter: HighlightCache,
        settings: SiteSettings = SiteSettings(), languages: [String] = [], landings: [String: Lesson] = [:],
        sidebar: PageTemplate.Sidebar? = nil, counterparts: [String: [String: String]] = [:],
        names: [String: CodeNames] = [:]
    ) {
        self.highlighter = highlighter
        self.names = names
        self.counterparts = counterparts
        self.language = language
        self.lessons = lessons
        self.alternate = alternate
        self.kernels = kernels
        self.kernelNames = kernels.mapValues(KernelUse.declaredNames)
        self.settings = settings
        self.landings = landings
        self.searchLanguages = [language.code] + languages.filter { $0 != language.code }
        // The sidebar depends only on titles, paths and chapter titles: the preview passes the one it made before.
        self.sidebar =
            sidebar
            ?? PageTemplate.Sidebar(
                groups: Self.chapters(lessons).map { chapter, members in
                    PageTemplate.Sidebar.Group(
                        title: chapter.map {
                            Self.chapterTitle($0, landing: landings[language.code + "/" + $0.folder])
                        },
                        lessons: members.map {
                            .init(title: $0.title ?? $0.path!.slug, href: $0.path!.baseName + ".html")
                        })
                }, allLessonsText: language.strings.allLessons)
        var first: [String: (lesson: Int, line: Int)] = [:]
        for (index, lesson) in lessons.enumerated() {
            for listing in lesson.listings where first[listing.name] == nil {
                first[listing.name] = (index, listing.block.openingLine)
            }
        }
        self.firstListing = first
    }

    /// The ids of the page's own parts that a link may point at. Every id the site gives its own parts (these,
    /// blocks' `lb_block-N`, names' `lb_name-N`, footnotes' `lb_fn-N`) starts with `lb_`: a heading's id is made
    /// of letters, digits and hyphens only (`Slugger`), so no heading can take one, whatever its language, and
    /// `[the menu](#menu)` always means the author's heading "Menu".
    static let reservedIDs = [
        "lb_main", "lb_search", "lb_legend", "lb_on-this-page", "lb_menu", "lb_search-panel", "lb_names",
        "lb_search-status", "lb_search-results",
    ]

    /// The lessons (in course order) grouped by chapter: those outside any chapter first.
    static func chapters(_ lessons: [Lesson]) -> [(chapter: LessonPath.Chapter?, lessons: [Lesson])] {
        // Where each group starts, then one slice per group: appending to the last group while a copy of it
        // was bound copied its whole array of lessons at every append (quadratic; 0.1 s at 1000 lessons).
        var starts: [(chapter: LessonPath.Chapter?, start: Int)] = []
        for (index, lesson) in lessons.enumerated()
        where starts.isEmpty || starts[starts.count - 1].chapter != lesson.path!.chapter {
            starts.append((lesson.path!.chapter, index))
        }
        return starts.indices.map { group in
            let end = group + 1 < starts.count ? starts[group + 1].start : lessons.count
            return (starts[group].chapter, Array(lessons[starts[group].start..<end]))
        }
    }

    /// The chapter's `index.md` title, else its folder's name in words: `02-ilk-adimlar` → "Ilk adimlar".
    static func chapterTitle(_ chapter: LessonPath.Chapter, landing: Lesson?) -> String {
        if let title = landing?.title, !title.isEmpty { return title }
        let words = chapter.slug.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The page's path inside the language folder.
    func href(_ lesson: Lesson) -> String { lesson.path!.baseName + ".html" }

    /// From a lesson's page to the language folder.
    func pathToLanguage(_ lesson: Lesson) -> String { lesson.path!.chapter == nil ? "" : "../" }

    func title(_ lesson: Lesson) -> String { lesson.title ?? lesson.path!.slug }

    func template(title: String, current: String?, pathToLanguage: String = "") -> PageTemplate {
        let root = pathToLanguage + "../"
        let here = current ?? "index.html"
        let there = counterparts[here] ?? [:]
        var page = PageTemplate(
            language: language, root: root, title: title, path: language.code + "/" + here,
            settings: settings, searchLanguages: searchLanguages, lessons: sidebar, currentHref: current,
            alternate: alternate.map { ($0, root + (there[$0.code] ?? "\($0.code)/index.html")) })
        page.alternates =
            [(language.code, root + language.code + "/" + here)]
            + searchLanguages.dropFirst().compactMap { code in there[code].map { (code, root + $0) } }
        page.pathToLanguage = pathToLanguage
        return page
    }

    /// The lines of the kernel listings a lesson shows open: the first listing of each kernel in the language.
    func openListings(of index: Int) -> Set<Int> {
        Set(firstListing.values.filter { $0.lesson == index }.map(\.line))
    }

    /// A lesson's page and its search entries. Pure, so pages can be rendered in parallel. `openListings` is
    /// `openListings(of: index)`, passed in because the render cache keys pages by it.
    /// `namesLookedUp`: the keys of the names table the page asked for (what a kept copy depends on).
    func lessonPage(index: Int, outputs: [Int: BlockOutput], openListings: Set<Int>) -> (
        page: SiteFile, search: [SearchIndex.Entry], namesLookedUp: [String]
    ) {
        let lesson = lessons[index]
        let up = pathToLanguage(lesson)
        var body = LessonBody(
            lesson: lesson, strings: strings, outputs: outputs, reservedIDs: Self.reservedIDs, highlighter: highlighter,
            vocabulary: language.vocabulary)
        body.openListings = openListings
        body.pathToLanguage = up
        body.names = pageNames(pathToLanguage: up)
        let content = body.render() + (body.names?.index(strings: strings) ?? HTML())
        var page = template(title: title(lesson) + " · " + language.title, current: href(lesson), pathToLanguage: up)
        if index > 0 { page.previous = .init(title: title(lessons[index - 1]), href: up + href(lessons[index - 1])) }
        if index + 1 < lessons.count {
            page.next = .init(title: title(lessons[index + 1]), href: up + href(lessons[index + 1]))
        }

        page.sourcePath = lesson.key
        page.onThisPage = body.sections.dropFirst().map { .init(title: $0.title, href: "#" + $0.id) }
        var article = HTML.element("h1", [], HTML.text(title(lesson)))
        article += content
        article += legend(body.vocabularyUsed)

        let search = body.sections.map { section in
            SearchIndex.Entry(
                url: language.code + "/" + href(lesson) + (section.id.isEmpty ? "" : "#" + section.id),
                lesson: title(lesson),
                section: section.id.isEmpty ? "" : section.title, text: section.text, code: section.code,
                language: language.code)
        }
        return (
            SiteFile(
                path: "\(language.code)/\(href(lesson))",
                contents: page.render(main: HTML.element("article", [], article))), search,
            body.names?.lookups.keys ?? []
        )
    }

    private func legend(_ used: Set<String>) -> HTML {
        let words = language.vocabulary.filter { used.contains($0.word) }
        guard !words.isEmpty else { return HTML() }
        var list = HTML()
        for entry in words {
            list += HTML.element(
                "dt", [],
                HTML.element("span", [("class", entry.className), ("translate", "no")], HTML.text(entry.word)))
            list += HTML.element("dd", [], HTML.text(entry.meaning))
        }
        return HTML.element(
            "section", [("class", "legend"), ("aria-labelledby", "lb_legend")],
            HTML.element("h2", [("id", "lb_legend")], HTML.text(strings.legend)) + HTML.element("dl", [], list))
    }

    /// A lesson's first paragraph, shown under its title on the contents page.
    func summary(_ lesson: Lesson) -> String {
        lesson.document.children.first { if case .paragraph = $0.kind { return true } else { return false } }?.plainText
            ?? ""
    }

    /// A lesson's entry on the contents page: number, title and first paragraph.
    func indexItem(_ lesson: Lesson) -> HTML {
        let summary = self.summary(lesson)
        let number = HTML.element("span", [("class", "lesson-number")], HTML.text(String(format2(lesson.path!.order))))
        return HTML.element(
            "li", [],
            HTML.element("a", [("href", href(lesson))], number + HTML.text(" " + title(lesson)))
                + (summary.isEmpty ? HTML() : HTML.element("p", [], HTML.text(summary))))
    }

    /// The kernels a lesson uses, by name, sorted.
    func kernelsUsed(_ lesson: Lesson) -> [String] {
        KernelUse.kernels(usedBy: lesson, declaring: kernelNames)
    }

    /// The contents: the language's landing text, then the lessons, each chapter under its heading with
    /// its own landing text.
    /// - Parameter listed: `indexItem` of lessons by key, when already known.
    func indexPage(listed: [String: HTML] = [:]) -> SiteFile {
        var slugger = Slugger(language: language.code)
        for id in Self.reservedIDs { slugger.reserve(id) }
        var main = HTML.element("h1", [], HTML.text(language.title))
        if let summary = language.summary { main += HTML.element("p", [("class", "lead")], HTML.text(summary)) }
        if let landing = landings[language.code] {
            main += HTML.element(
                "div", [("class", "landing")], landingHTML(landing, skipsTitle: false, slugger: &slugger))
        }
        for (chapter, members) in Self.chapters(lessons) {
            var items = HTML()
            for lesson in members { items += listed[lesson.key] ?? indexItem(lesson) }
            let list = HTML.element("ol", [("class", "lesson-list")], items)
            guard let chapter else {
                main += list
                continue
            }
            let landing = landings[language.code + "/" + chapter.folder]
            let chapterTitle = Self.chapterTitle(chapter, landing: landing)
            let id = slugger.unique(chapterTitle)
            var section = HTML.element("h2", [("id", id)], HTML.text(chapterTitle))
            if let landing {
                section += HTML.element(
                    "div", [("class", "landing")], landingHTML(landing, skipsTitle: true, slugger: &slugger))
            }
            main += HTML.element("section", [("class", "chapter-section"), ("aria-labelledby", id)], section + list)
        }
        let page = template(title: language.title, current: "index.html")
        return SiteFile(path: "\(language.code)/index.html", contents: page.render(main: main))
    }

    /// A landing text as the contents page shows it; its anchors stay unique on the page through `slugger`.
    private func landingHTML(_ landing: Lesson, skipsTitle: Bool, slugger: inout Slugger) -> HTML {
        var body = LessonBody(
            lesson: landing, strings: strings, outputs: [:], reservedIDs: [], highlighter: highlighter,
            vocabulary: language.vocabulary)
        body.slugger = slugger
        body.skipsTitle = skipsTitle
        // A chapter's landing (`tr/02-x/index.md`) links from its folder; the contents page is one folder up.
        let folders = landing.key.split(separator: "/").dropFirst().dropLast()
        body.links.folder = folders.map { $0 + "/" }.joined()
        let html = body.render()
        slugger = body.slugger
        return html
    }

    /// Every kernel with an anchor, its listing, and the lessons of this language that use it.
    /// The names of the page's code, or nil when the build resolved none (the code is then only highlighted).
    func pageNames(pathToLanguage: String) -> PageNames? {
        guard !names.isEmpty else { return nil }
        var page = PageNames(table: names, language: language.code)
        page.pathToLanguage = pathToLanguage
        return page
    }

    /// - Parameter used: `kernelsUsed` of every lesson, in order, when already known.
    func kernelsPage(used: [[String]]? = nil) -> SiteFile {
        let used = used ?? lessons.map(kernelsUsed)
        var main = HTML.element("h1", [], HTML.text(strings.kernels))
        main += HTML.element("p", [], HTML.text(strings.kernelsIntro))
        var page = template(title: strings.kernels + " · " + language.title, current: "kernels.html")
        // Its contents are the page's kernels, not a lesson's sections ("in this lesson" in Turkish).
        page.onThisPageTitle = strings.pageSections
        var names = pageNames(pathToLanguage: "")
        names?.onKernelsPage = true
        for (name, source) in kernels.sorted(by: { $0.key < $1.key }) {
            let id = KernelUse.anchor(name)
            page.onThisPage.append(.init(title: name + ".swift", href: "#" + id))
            let anchor = HTML.element(
                "a", [("class", "anchor"), ("href", "#" + id), ("aria-labelledby", id)], HTML.text("#"))
            main += HTML.element("h2", [("id", id)], HTML.text(name + ".swift") + anchor)
            let users = lessons.indices.filter { used[$0].contains(name) }.map { lessons[$0] }
            var list = HTML()
            for lesson in users {
                list += HTML.element("li", [], HTML.element("a", [("href", href(lesson))], HTML.text(title(lesson))))
            }
            main += HTML.element(
                "p", [("class", "used-in")],
                HTML.text(strings.usedIn)
                    + (users.isEmpty ? HTML.text(" " + strings.notUsed) : HTML()))
            if !users.isEmpty { main += HTML.element("ul", [("class", "used-in")], list) }
            let caption =
                HTML.element("span", [("class", "badge kernel")], HTML.text(strings.kernel))
                + HTML.text(" \(name).swift · \(strings.counting(.lineCount, KernelUse.lineCount(source)))")
            // Every line that declares a name of the kernel has an id: names anywhere in the course link to it.
            let declaring = names?.linkedLines(file: name + ".swift") ?? []
            main += CodeFigure.code(
                source, language: "swift", kind: "kernel", highlighter: highlighter, caption: caption,
                anchors: declaring, anchorPrefix: KernelUse.anchor(name) + "-L", names: &names)
        }
        main += names?.index(strings: strings) ?? HTML()
        return SiteFile(path: "\(language.code)/kernels.html", contents: page.render(main: main))
    }

    /// The kernels page in the search index: one entry per kernel, found by the names it declares and the
    /// identifiers of its code, its excerpt the kernel's own comments.
    func kernelSearchEntries() -> [SearchIndex.Entry] {
        kernels.sorted(by: { $0.key < $1.key }).map { name, source in
            let comments = source.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("//") else { return nil }
                return String(trimmed.drop { $0 == "/" }.drop { $0 == " " })
            }
            return SearchIndex.Entry(
                url: "\(language.code)/kernels.html#\(KernelUse.anchor(name))", lesson: strings.kernels,
                section: name + ".swift",
                text: comments.joined(separator: " "), code: source, declarations: kernelNames[name] ?? [],
                language: language.code)
        }
    }

    func searchPage() -> SiteFile {
        var main = HTML.element("h1", [], HTML.text(strings.searchResultsTitle))
        main += HTML.element(
            "p", [("id", "lb_search-status"), ("role", "status")], HTML.text(strings.searchNeedsScript))
        main += HTML.element("ol", [("id", "lb_search-results"), ("class", "search-results")])
        var page = template(title: strings.searchResultsTitle + " · " + language.title, current: "search.html")
        page.preloadsSearchIndex = true
        return SiteFile(path: "\(language.code)/search.html", contents: page.render(main: main))
    }

    private func format2(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}

/// Which lessons use a kernel: those that list it, and those whose runnable blocks name a type or function
/// it declares at top level.
enum KernelUse {
    /// A kernel's anchor on the kernels page (listings in lessons link to it).
    static func anchor(_ name: String) -> String { Slugger.slug(name) }

    /// Lines of a kernel's text, a final line break not counting as a line.
    static func lineCount(_ source: String) -> Int {
        source.split(separator: "\n", omittingEmptySubsequences: false).count - (source.hasSuffix("\n") ? 1 : 0)
    }

    /// The kernels (by name, sorted) a lesson lists, or whose top-level names (`declaring`) its blocks use.
    /// The blocks' words are read once for all kernels.
    static func kernels(usedBy lesson: Lesson, declaring: [String: [String]]) -> [String] {
        let words = Set(lesson.runnables.flatMap { $0.code.code.split { !($0.isLetter || $0.isNumber || $0 == "_") } })
        return declaring.keys.sorted().filter { kernel in
            lesson.listings.contains { $0.name == kernel }
                || declaring[kernel]!.contains { words.contains(Substring($0)) }
        }
    }

    /// The names a kernel declares at top level (types, protocols, functions, type aliases), read with the
    /// same analysis that generates blocks, so comments and strings never count.
    static func declaredNames(_ source: String) -> [String] {
        // (Those inside a `#if` region too: a kernel may declare a function one way per platform.)
        TopLevelAnalysis(source).items.flatMap { [$0] + $0.inner }.compactMap { item in
            guard case .declaration(let keyword, let name) = item.kind, keyword != "extension" else { return nil }
            return name
        }
    }
}
