import LessonModel
import Markdown

/// The pages of one language: a page per lesson, the contents page, the kernels page and the search page.
struct LanguagePages {
    let strings: UIStrings
    let lessons: [Lesson]
    let alternate: UIStrings?
    let kernels: [String: String]
    let sidebar: PageTemplate.Sidebar
    let highlighter: HighlightCache
    let settings: SiteSettings
    /// Languages the search looks in from these pages: this one first.
    let searchLanguages: [String]
    /// Where each kernel is listed first in this language: that listing is shown open, later ones folded.
    let firstListing: [String: (lesson: Int, line: Int)]

    init(strings: UIStrings, lessons: [Lesson], alternate: UIStrings?, kernels: [String: String], highlighter: HighlightCache,
         settings: SiteSettings = SiteSettings(), languages: [String] = []) {
        self.highlighter = highlighter
        self.strings = strings
        self.lessons = lessons
        self.alternate = alternate
        self.kernels = kernels
        self.settings = settings
        self.searchLanguages = [strings.language] + languages.filter { $0 != strings.language }
        self.sidebar = PageTemplate.Sidebar(lessons.map { .init(title: $0.title ?? $0.path!.slug, href: $0.path!.baseName + ".html") })
        var first: [String: (lesson: Int, line: Int)] = [:]
        for (index, lesson) in lessons.enumerated() {
            for listing in lesson.listings where first[listing.name] == nil {
                first[listing.name] = (index, listing.block.openingLine)
            }
        }
        self.firstListing = first
    }

    static let reservedIDs = ["icerik", "arama-kutusu", "sozcukler", "bu-derste", "menu", "arama-paneli"]

    func href(_ lesson: Lesson) -> String { lesson.path!.baseName + ".html" }

    func title(_ lesson: Lesson) -> String { lesson.title ?? lesson.path!.slug }

    func template(title: String, current: String?) -> PageTemplate {
        PageTemplate(strings: strings, root: "../", title: title, path: strings.language + "/" + (current ?? "index.html"), settings: settings,
                     searchLanguages: searchLanguages, lessons: sidebar, currentHref: current,
                     alternate: alternate.map { ($0, "../\($0.language)/index.html") })
    }

    /// A lesson's page and its search entries. Pure, so pages can be rendered in parallel.
    func lessonPage(index: Int, outputs: [Int: BlockOutput]) -> (page: SiteFile, search: [SearchIndex.Entry]) {
        let lesson = lessons[index]
        var body = LessonBody(lesson: lesson, strings: strings, outputs: outputs, reservedIDs: Self.reservedIDs, highlighter: highlighter)
        body.openListings = Set(firstListing.values.filter { $0.lesson == index }.map(\.line))
        let content = body.render()
        var page = template(title: title(lesson) + " · " + strings.courseTitle, current: href(lesson))
        if index > 0 { page.previous = .init(title: title(lessons[index - 1]), href: href(lessons[index - 1])) }
        if index + 1 < lessons.count { page.next = .init(title: title(lessons[index + 1]), href: href(lessons[index + 1])) }

        page.sourcePath = lesson.key
        page.onThisPage = body.sections.dropFirst().map { .init(title: $0.title, href: "#" + $0.id) }
        var article = HTML.element("h1", [], HTML.text(title(lesson)))
        article += content
        article += legend(body.vocabularyUsed)

        let search = body.sections.map { section in
            SearchIndex.Entry(url: strings.language + "/" + href(lesson) + (section.id.isEmpty ? "" : "#" + section.id), lesson: title(lesson),
                              section: section.id.isEmpty ? "" : section.title, text: section.text)
        }
        return (SiteFile(path: "\(strings.language)/\(href(lesson))", contents: page.render(main: HTML.element("article", [], article))), search)
    }

    private func legend(_ used: Set<String>) -> HTML {
        let words = strings.vocabulary.filter { used.contains($0.word) }
        guard !words.isEmpty else { return HTML() }
        var list = HTML()
        for entry in words {
            list += HTML.element("dt", [], HTML.element("span", [("class", "v v-" + entry.word), ("translate", "no")], HTML.text(entry.word)))
            list += HTML.element("dd", [], HTML.text(entry.meaning))
        }
        return HTML.element("section", [("class", "legend"), ("aria-labelledby", "sozcukler")],
                            HTML.element("h2", [("id", "sozcukler")], HTML.text(strings.legend)) + HTML.element("dl", [], list))
    }

    func indexPage() -> SiteFile {
        var items = HTML()
        for lesson in lessons {
            let summary = lesson.document.children.first { if case .paragraph = $0.kind { return true } else { return false } }?.plainText ?? ""
            let number = HTML.element("span", [("class", "lesson-number")], HTML.text(String(format2(lesson.path!.order))))
            items += HTML.element("li", [], HTML.element("a", [("href", href(lesson))], number + HTML.text(" " + title(lesson)))
                                  + (summary.isEmpty ? HTML() : HTML.element("p", [], HTML.text(summary))))
        }
        var main = HTML.element("h1", [], HTML.text(strings.courseTitle))
        main += HTML.element("p", [("class", "lead")], HTML.text(strings.courseSummary))
        main += HTML.element("ol", [("class", "lesson-list")], items)
        let page = template(title: strings.courseTitle, current: "index.html")
        return SiteFile(path: "\(strings.language)/index.html", contents: page.render(main: main))
    }

    /// Every kernel with an anchor, its listing, and the lessons of this language that use it.
    func kernelsPage() -> SiteFile {
        var main = HTML.element("h1", [], HTML.text(strings.kernels))
        main += HTML.element("p", [], HTML.text(strings.kernelsIntro))
        var page = template(title: strings.kernels + " · " + strings.courseTitle, current: "kernels.html")
        for name in kernels.keys.sorted() {
            let id = Slugger.slug(name)
            page.onThisPage.append(.init(title: name + ".swift", href: "#" + id))
            let anchor = HTML.element("a", [("class", "anchor"), ("href", "#" + id), ("aria-labelledby", id)], HTML.text("#"))
            main += HTML.element("h2", [("id", id)], HTML.text(name + ".swift") + anchor)
            let users = lessons.filter { KernelUse.uses($0, kernel: name, source: kernels[name]!) }
            var list = HTML()
            for lesson in users { list += HTML.element("li", [], HTML.element("a", [("href", href(lesson))], HTML.text(title(lesson)))) }
            main += HTML.element("p", [("class", "used-in")], HTML.text(strings.usedIn + ":")
                + (users.isEmpty ? HTML.text(" " + strings.notUsed) : HTML()))
            if !users.isEmpty { main += HTML.element("ul", [("class", "used-in")], list) }
            let lineCount = kernels[name]!.split(separator: "\n", omittingEmptySubsequences: false).count - (kernels[name]!.hasSuffix("\n") ? 1 : 0)
            let caption = HTML.element("span", [("class", "badge kernel")], HTML.text(strings.kernel)) + HTML.text(" \(name).swift · \(lineCount) \(strings.lines)")
            main += CodeFigure.code(kernels[name]!, language: "swift", kind: "kernel", highlighter: highlighter, caption: caption)
        }
        return SiteFile(path: "\(strings.language)/kernels.html", contents: page.render(main: main))
    }

    func searchPage() -> SiteFile {
        var main = HTML.element("h1", [], HTML.text(strings.searchResultsTitle))
        main += HTML.element("p", [("id", "search-status"), ("role", "status")], HTML.text(strings.searchNeedsScript))
        main += HTML.element("ol", [("id", "search-results"), ("class", "search-results")])
        let page = template(title: strings.searchResultsTitle + " · " + strings.courseTitle, current: "search.html")
        return SiteFile(path: "\(strings.language)/search.html", contents: page.render(main: main))
    }

    private func format2(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}

/// The course home: both languages side by side.
enum HomePage {
    static func render(languages: [(code: String, lessons: [Lesson])], settings: SiteSettings = SiteSettings()) -> SiteFile {
        let first = UIStrings.forLanguage(languages.first?.code ?? "tr")
        var main = HTML()
        for (code, lessons) in languages {
            let strings = UIStrings.forLanguage(code)
            var items = HTML()
            for lesson in lessons {
                items += HTML.element("li", [], HTML.element("a", [("href", "\(code)/\(lesson.path!.baseName).html")],
                                                             HTML.text(lesson.title ?? lesson.path!.slug)))
            }
            let heading = HTML.element("h2", [], HTML.element("a", [("href", "\(code)/index.html")], HTML.text(strings.courseTitle)))
            let meta = HTML.element("p", [("class", "language-meta")], HTML.text("\(strings.languageName) · \(lessons.count) \(strings.lessons)"))
            main += HTML.element("section", [("class", "language-card"), ("lang", code)],
                                 heading + meta + HTML.element("p", [], HTML.text(strings.courseSummary)) + HTML.element("ol", [], items))
        }
        let page = template(first, languages: languages, settings: settings, title: titlesText(languages), path: "index.html")
        let content = HTML.element("h1", [], titles(languages)) + HTML.element("div", [("class", "languages-grid")], main)
        return SiteFile(path: "index.html", contents: page.render(main: content))
    }

    /// `404.html` at the root, where static hosts look for it: links to every language's contents.
    static func notFound(languages: [(code: String, lessons: [Lesson])], settings: SiteSettings) -> SiteFile {
        let first = UIStrings.forLanguage(languages.first?.code ?? "tr")
        var main = HTML()
        // A host serves this page for a missing address at any depth: with the published address known,
        // its links and assets are absolute, else relative to the root.
        let root = settings.baseURL ?? ""
        for (code, _) in languages {
            let strings = UIStrings.forLanguage(code)
            let links = HTML.element("ul", [], HTML.element("li", [], HTML.element("a", [("href", "\(root)\(code)/index.html")], HTML.text(strings.courseTitle)))
                + HTML.element("li", [], HTML.element("a", [("href", "\(root)\(code)/kernels.html")], HTML.text(strings.kernels))))
            main += HTML.element("section", [("class", "not-found"), ("lang", code)],
                                 HTML.element("h2", [], HTML.text(strings.notFoundTitle)) + HTML.element("p", [], HTML.text(strings.notFoundText)) + links)
        }
        var page = template(first, languages: languages, settings: settings, title: first.notFoundTitle + " · " + titlesText(languages), path: "404.html")
        page.root = root
        page.mainClass = "not-found-page"
        let content = HTML.element("h1", [], HTML.text("404")) + HTML.element("div", [("class", "languages-grid")], main)
        return SiteFile(path: "404.html", contents: page.render(main: content))
    }

    private static func titlesText(_ languages: [(code: String, lessons: [Lesson])]) -> String {
        languages.map { UIStrings.forLanguage($0.code).courseTitle }.joined(separator: " · ")
    }

    /// Each title marked with its own language, so a screen reader speaks each one right.
    private static func titles(_ languages: [(code: String, lessons: [Lesson])]) -> HTML {
        var html = HTML()
        for (index, language) in languages.enumerated() {
            if index > 0 { html += HTML.text(" · ") }
            html += HTML.element("span", [("lang", language.code)], HTML.text(UIStrings.forLanguage(language.code).courseTitle))
        }
        return html
    }

    private static func template(_ strings: UIStrings, languages: [(code: String, lessons: [Lesson])], settings: SiteSettings,
                                 title: String, path: String) -> PageTemplate {
        PageTemplate(strings: strings, root: "", title: title, path: path, settings: settings,
                     searchLanguages: languages.map(\.code), lessons: PageTemplate.Sidebar([]), currentHref: nil)
    }
}

/// `sitemap.xml`: every page, absolute when the published address is known.
enum Sitemap {
    static func file(languages: [(code: String, lessons: [Lesson])], settings: SiteSettings) -> SiteFile {
        var paths = ["index.html"]
        for (code, lessons) in languages {
            paths.append("\(code)/index.html")
            paths += lessons.map { "\(code)/\($0.path!.baseName).html" }
            paths.append("\(code)/kernels.html")
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            text += "  <url><loc>" + HTML.attribute((settings.baseURL ?? "") + path) + "</loc>"
            if let date = settings.buildDate { text += "<lastmod>\(date)</lastmod>" }
            text += "</url>\n"
        }
        return SiteFile(path: "sitemap.xml", contents: text + "</urlset>\n")
    }
}

/// Which lessons use a kernel: those that list it, and those whose runnable blocks name a type or function
/// it declares at top level.
enum KernelUse {
    static func uses(_ lesson: Lesson, kernel: String, source: String) -> Bool {
        if lesson.listings.contains(where: { $0.name == kernel }) { return true }
        let names = declaredNames(source)
        return lesson.runnables.contains { runnable in
            let words = Set(runnable.code.code.split { !($0.isLetter || $0.isNumber || $0 == "_") })
            return names.contains { words.contains(Substring($0)) }
        }
    }

    /// Names declared at the start of a line (top level): `struct Name`, `final class Name`, `func name(`…
    static func declaredNames(_ source: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "actor", "typealias"]
        var names: [String] = []
        for line in source.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (index, word) in words.enumerated() where keywords.contains(word) && index + 1 < words.count {
                names.append(String(words[index + 1]))
                break
            }
        }
        return names
    }
}
