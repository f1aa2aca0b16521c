import LessonModel

/// The course home: every language side by side.
enum HomePage {
    typealias Languages = [(language: SiteLanguage, lessons: [Lesson])]

    static func render(languages: Languages, settings: SiteSettings = SiteSettings()) -> SiteFile {
        var main = HTML()
        for (language, lessons) in languages {
            let strings = language.strings
            var items = HTML()
            for lesson in lessons {
                items += HTML.element(
                    "li", [],
                    HTML.element(
                        "a", [("href", SiteRenderer.pagePath(of: lesson.path!))],
                        HTML.text(lesson.title ?? lesson.path!.slug)))
            }
            // The page's title already names each course: a card is headed by its language.
            let heading = HTML.element(
                "h2", [],
                HTML.element(
                    "a", [("href", "\(language.code)/index.html"), ("data-language", language.code)],
                    HTML.text(language.name)))
            let meta = HTML.element(
                "p", [("class", "language-meta")], HTML.text(strings.counting(.lessonCount, lessons.count)))
            let summary = language.summary.map { HTML.element("p", [], HTML.text($0)) } ?? HTML()
            main += HTML.element(
                "section",
                [("class", "language-card"), ("lang", language.code), ("dir", SiteLanguage.direction(language.code))],
                heading + meta + summary + HTML.element("ol", [], items))
        }
        let page = template(languages, settings: settings, title: titlesText(languages), path: "index.html")
        let content =
            HTML.element("h1", [], titles(languages)) + choose(languages)
            + HTML.element("div", [("class", "languages-grid"), ("id", "lb_languages")], main)
        return SiteFile(path: "index.html", contents: page.render(main: content))
    }

    /// `404.html` at the root, where static hosts look for it: links to every language's contents.
    static func notFound(languages: Languages, settings: SiteSettings) -> SiteFile {
        var main = HTML()
        // A host serves this page for a missing address at any depth (GitHub Pages answers `/tr/olmayan.html`
        // with it), so nothing may be relative to the page: with the published address known its links and
        // assets are absolute, else they start at the host's root (and the build warns that it assumes so).
        let root = settings.baseURL ?? "/"
        for (language, _) in languages {
            let strings = language.strings
            let code = language.code
            let links = HTML.element(
                "ul", [],
                HTML.element(
                    "li", [], HTML.element("a", [("href", "\(root)\(code)/index.html")], HTML.text(language.title)))
                    + HTML.element(
                        "li", [],
                        HTML.element("a", [("href", "\(root)\(code)/kernels.html")], HTML.text(strings.kernels))))
            main += HTML.element(
                "section", [("class", "not-found"), ("lang", code), ("dir", SiteLanguage.direction(code))],
                HTML.element("h2", [], HTML.text(strings.notFoundTitle))
                    + HTML.element("p", [], HTML.text(strings.notFoundText)) + links)
        }
        let first = languages.first?.language.strings ?? UIStrings.english
        var page = template(
            languages, settings: settings, title: first.notFoundTitle + " · " + titlesText(languages), path: "404.html")
        page.root = root
        page.mainClass = "not-found-page"
        if settings.baseURL == nil { page.inlineScript = Assets.notFoundScript }
        let content =
            HTML.element("h1", [], HTML.text("404")) + HTML.element("div", [("class", "languages-grid")], main)
        return SiteFile(path: "404.html", contents: page.render(main: content))
    }

    /// "Choose a language" in each language (each different text once, in its own language): the page says
    /// it to every reader, whose language the script puts first.
    private static func choose(_ languages: Languages) -> HTML {
        var seen: [String] = []
        var html = HTML()
        for (language, _) in languages where !seen.contains(language.strings.chooseLanguage) {
            if !seen.isEmpty { html += HTML.text(" · ") }
            seen.append(language.strings.chooseLanguage)
            html += HTML.element("span", [("lang", language.code)], HTML.text(language.strings.chooseLanguage))
        }
        return HTML.element("p", [("class", "language-choice")], html)
    }

    private static func titlesText(_ languages: Languages) -> String {
        languages.map(\.language.title).joined(separator: " · ")
    }

    /// Each title marked with its own language, so a screen reader speaks each one right.
    private static func titles(_ languages: Languages) -> HTML {
        var html = HTML()
        for (index, language) in languages.enumerated() {
            if index > 0 { html += HTML.text(" · ") }
            html += HTML.element("span", [("lang", language.language.code)], HTML.text(language.language.title))
        }
        return html
    }

    private static func template(_ languages: Languages, settings: SiteSettings, title: String, path: String)
        -> PageTemplate
    {
        let first = languages.first?.language ?? SiteLanguage(code: "en", configuration: CourseConfiguration())
        var page = PageTemplate(
            language: first, root: "", title: title, path: path, settings: settings,
            searchLanguages: languages.map(\.language.code), lessons: PageTemplate.Sidebar([]), currentHref: nil)
        // Pages of every language say their footer in every language.
        page.footerLanguages = languages.map(\.language)
        return page
    }
}

/// `sitemap.xml`: every page by its absolute address. The sitemap protocol allows no relative address, so
/// without the published address there is no sitemap (and the build warns).
enum Sitemap {
    static func file(languages: [(code: String, lessons: [Lesson])], settings: SiteSettings) -> SiteFile? {
        guard let base = settings.baseURL else { return nil }
        var paths = ["index.html"]
        for (code, lessons) in languages {
            paths.append("\(code)/index.html")
            paths += lessons.map { SiteRenderer.pagePath(of: $0.path!) }
            paths.append("\(code)/kernels.html")
        }
        var text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            text += "  <url><loc>" + HTML.attribute(base + path) + "</loc>"
            if let date = settings.buildDate { text += "<lastmod>\(date)</lastmod>" }
            text += "</url>\n"
        }
        return SiteFile(path: "sitemap.xml", contents: text + "</urlset>\n")
    }
}
