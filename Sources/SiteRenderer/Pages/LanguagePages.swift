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

    init(strings: UIStrings, lessons: [Lesson], alternate: UIStrings?, kernels: [String: String], highlighter: HighlightCache) {
        self.highlighter = highlighter
        self.strings = strings
        self.lessons = lessons
        self.alternate = alternate
        self.kernels = kernels
        self.sidebar = PageTemplate.Sidebar(lessons.map { .init(title: $0.title ?? $0.path!.slug, href: $0.path!.baseName + ".html") })
    }

    static let reservedIDs = ["icerik", "arama-kutusu", "sozcukler", "bu-derste"]

    func href(_ lesson: Lesson) -> String { lesson.path!.baseName + ".html" }

    func title(_ lesson: Lesson) -> String { lesson.title ?? lesson.path!.slug }

    func template(title: String, current: String?) -> PageTemplate {
        PageTemplate(strings: strings, root: "../", title: title, lessons: sidebar, currentHref: current, alternate: alternate.map { ($0, "../\($0.language)/index.html") })
    }

    /// A lesson's page and its search entries. Pure, so pages can be rendered in parallel.
    func lessonPage(index: Int, outputs: [Int: BlockOutput]) -> (page: SiteFile, search: [SearchIndex.Entry]) {
        let lesson = lessons[index]
        var body = LessonBody(lesson: lesson, strings: strings, outputs: outputs, reservedIDs: Self.reservedIDs, highlighter: highlighter)
        let content = body.render()
        var page = template(title: title(lesson) + " · " + strings.courseTitle, current: href(lesson))
        if index > 0 { page.previous = .init(title: title(lessons[index - 1]), href: href(lessons[index - 1])) }
        if index + 1 < lessons.count { page.next = .init(title: title(lessons[index + 1]), href: href(lessons[index + 1])) }

        var article = HTML.element("h1", [], HTML.text(title(lesson)))
        let sections = body.sections.dropFirst()
        if !sections.isEmpty {
            var items = HTML()
            for section in sections {
                items += HTML.element("li", [], HTML.element("a", [("href", "#" + section.id)], HTML.text(section.title)))
            }
            article += HTML.element("nav", [("class", "toc"), ("aria-labelledby", "bu-derste")],
                                    HTML.element("h2", [("id", "bu-derste")], HTML.text(strings.onThisPage)) + HTML.element("ol", [], items))
        }
        article += content
        article += legend(body.vocabularyUsed)

        let search = body.sections.map { section in
            SearchIndex.Entry(url: href(lesson) + (section.id.isEmpty ? "" : "#" + section.id), lesson: title(lesson),
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

    func kernelsPage() -> SiteFile {
        var main = HTML.element("h1", [], HTML.text(strings.kernels))
        main += HTML.element("p", [], HTML.text(strings.kernelsIntro))
        for name in kernels.keys.sorted() {
            main += HTML.element("h2", [("id", Slugger.slug(name))], HTML.text(name + ".swift"))
            main += CodeFigure.code(kernels[name]!, language: "swift", kind: "kernel", highlighter: highlighter, caption: HTML())
        }
        let page = template(title: strings.kernels + " · " + strings.courseTitle, current: "kernels.html")
        return SiteFile(path: "\(strings.language)/kernels.html", contents: page.render(main: main))
    }

    func searchPage() -> SiteFile {
        var main = HTML.element("h1", [], HTML.text(strings.searchResultsTitle))
        main += HTML.element("p", [("id", "search-status"), ("role", "status"), ("data-none", strings.searchNoResults),
                                   ("data-count", strings.searchResultCount)], HTML.text(strings.searchNeedsScript))
        main += HTML.element("ol", [("id", "search-results"), ("class", "search-results")])
        var page = template(title: strings.searchResultsTitle + " · " + strings.courseTitle, current: "search.html")
        page.extraHead = HTML.element("script", [("src", "search-index.js"), ("defer", "defer")])
        return SiteFile(path: "\(strings.language)/search.html", contents: page.render(main: main))
    }

    private func format2(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}

/// The course home: both languages side by side.
enum HomePage {
    static func render(languages: [(code: String, lessons: [Lesson])]) -> SiteFile {
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
        let titles = languages.map { UIStrings.forLanguage($0.code).courseTitle }.joined(separator: " · ")
        let page = PageTemplate(strings: first, root: "", title: titles, lessons: PageTemplate.Sidebar([]), currentHref: nil)
        let content = HTML.element("h1", [], HTML.text(titles)) + HTML.element("div", [("class", "languages-grid")], main)
        return SiteFile(path: "index.html", contents: page.render(main: content))
    }
}
