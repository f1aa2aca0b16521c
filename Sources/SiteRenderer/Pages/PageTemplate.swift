import Foundation

/// The frame every page shares: head (policy, description, links), skip link, header with search and
/// language switch, the lessons menu, the "on this page" column, main content and footer.
///
/// Nothing here needs JavaScript to read: the menu and the "on this page" list are `<details>` elements
/// that the stylesheet keeps open on wide screens. Scripts (theme, search panel, keys) are external files,
/// as the Content-Security-Policy allows no inline script or style.
struct PageTemplate {
    struct Link {
        var title: String
        var href: String
    }

    /// The policy of every page: only the site's own files, no inline script or style, no plugins, no remote requests.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'"

    /// The list of a language's lessons, grouped by chapter, rendered once and reused by every page of that
    /// language. Two renderings: for pages in the language folder, and for pages one chapter folder deeper
    /// (every link starting with `../`).
    ///
    /// A course of more than `fullListLimit` lessons lists on each page only the `window` lessons around the
    /// page's own (with their chapters' titles) and a link to the contents page, which lists them all: every
    /// page listing every lesson made the site grow with the square of the lessons (4.6 GB at 10 000). The
    /// pager and the contents page keep every lesson reachable without script.
    struct Sidebar {
        struct Group {
            /// The chapter's title; nil for the lessons outside any chapter.
            var title: String?
            var lessons: [Link]
        }

        /// A course up to this many lessons lists them all on every page.
        static let fullListLimit = 80
        /// How many lessons a larger course's pages list: the page's own and its neighbours.
        static let window = 41

        /// One lesson's item, plain and marked as the current page, and the chapter it belongs to.
        private struct Item {
            var group: Int
            var href: String
            var plain: String
            var current: String
        }

        /// By prefix: each lesson's item in reading order.
        private var items: [String: [Item]] = [:]
        /// Each group's opening markup (empty for the lessons outside chapters), by index.
        private var openings: [String] = []
        private var indexByHref: [String: Int] = [:]
        /// The link to the contents page a windowed list starts with (`allLessons`, with the count).
        private var allLessons = ""
        let isEmpty: Bool

        init(_ lessons: [Link]) {
            self.init(groups: [Group(title: nil, lessons: lessons)])
        }

        init(groups: [Group], allLessonsText: String = "") {
            isEmpty = groups.allSatisfy { $0.lessons.isEmpty }
            openings = groups.map { group in
                group.title.map {
                    "<li class=\"chapter\">"
                        + HTML.element("span", [("class", "chapter-title")], HTML.text($0)).markup + "<ol>"
                } ?? ""
            }
            let total = groups.reduce(0) { $0 + $1.lessons.count }
            allLessons = allLessonsText.isEmpty ? "" : "\(allLessonsText) (\(total))"
            for prefix in ["", "../"] {
                var list: [Item] = []
                for (number, group) in groups.enumerated() {
                    for lesson in group.lessons {
                        let link = HTML.element("a", [("href", prefix + lesson.href)], HTML.text(lesson.title))
                        let current = HTML.element(
                            "a", [("href", prefix + lesson.href), ("aria-current", "page")], HTML.text(lesson.title))
                        list.append(
                            Item(
                                group: number, href: lesson.href, plain: HTML.element("li", [], link).markup,
                                current: HTML.element("li", [], current).markup))
                    }
                }
                items[prefix] = list
            }
            for (index, item) in (items[""] ?? []).enumerated() { indexByHref[item.href] = index }
        }

        /// Whether the pages list only a window of the lessons (and link to the contents page for the rest).
        var isWindowed: Bool { (items[""]?.count ?? 0) > Self.fullListLimit }

        /// The lessons a page lists: all of a small course's, else the window around `current` (the first
        /// lessons on a page that is no lesson).
        func shown(current: String?) -> Range<Int> {
            let count = items[""]?.count ?? 0
            guard count > Self.fullListLimit else { return 0..<count }
            let at = current.flatMap { indexByHref[$0] } ?? 0
            let start = max(0, min(at - Self.window / 2, count - Self.window))
            return start..<(start + Self.window)
        }

        /// The list for a page `prefix` away from the language folder; `current` is relative to that folder.
        func list(current: String?, prefix: String = "") -> HTML {
            let all = items[prefix] ?? []
            var markup = ""
            var open: Int?
            for item in all[shown(current: current)] {
                if open != item.group {
                    if let open, !openings[open].isEmpty { markup += "</ol></li>" }
                    markup += openings[item.group]
                    open = item.group
                }
                markup += item.href == current ? item.current : item.plain
            }
            if let open, !openings[open].isEmpty { markup += "</ol></li>" }
            return HTML(trusted: markup)
        }

        /// A windowed list's link to the contents page (nil when every lesson is listed).
        func contentsLink(prefix: String, isCurrent: Bool) -> HTML? {
            guard isWindowed, !allLessons.isEmpty else { return nil }
            return HTML.element(
                "p", [("class", "sidebar-extra sidebar-all")],
                HTML.element(
                    "a", [("href", prefix + "index.html")] + (isCurrent ? [("aria-current", "page")] : []),
                    HTML.text(allLessons)))
        }
    }

    var language: SiteLanguage
    var strings: UIStrings { language.strings }
    /// Relative path from the page to the site root ("../" for language pages, "" for the home page).
    var root: String
    var title: String
    /// The page's path from the site root (`tr/01-x.html`), for the canonical link.
    var path: String
    var settings: SiteSettings
    /// Languages the search panel looks in, the page's own first.
    var searchLanguages: [String]
    var lessons: Sidebar
    /// The page's path inside its language folder (`02-navigasyon/01-push.html`), marked in the lessons list.
    var currentHref: String?
    /// From the page to its language folder: `../` for a lesson in a chapter folder.
    var pathToLanguage = ""
    var previous: Link?
    var next: Link?
    /// The language switch: the next language's version of this page (its contents page when there is none).
    var alternate: (language: SiteLanguage, href: String)?
    /// Every language's version of this page, this one included (`hreflang` alternates; each names the others).
    var alternates: [(code: String, href: String)] = []
    /// The "on this page" list, shown in the right column on wide screens.
    var onThisPage: [Link] = []
    /// The heading of `onThisPage`; nil: a lesson's (`onThisPage`, "in this lesson" in Turkish).
    var onThisPageTitle: String?
    /// The lesson file behind the page (`tr/01-x.md`), for "edit this page".
    var sourcePath: String?
    var mainClass = ""
    /// The search page asks for its language's index with the page itself (`rel=preload`), not once its script
    /// has run: on a slow connection that is a round trip less before the first result.
    var preloadsSearchIndex = false
    /// A page of several languages (home, 404) gives its footer in each of them; empty: the page's language.
    var footerLanguages: [SiteLanguage] = []
    /// A script in the page itself, allowed by its digest in the page's policy (only the 404 page has one: it
    /// cannot know where the site's files are until it runs).
    var inlineScript: String?

    /// The policy, naming the page's inline script by its digest when it has one.
    var policy: String {
        guard let inlineScript else { return Self.contentSecurityPolicy }
        let digest = Data(SHA256.digest(Array(inlineScript.utf8))).base64EncodedString()
        return Self.contentSecurityPolicy.replacingOccurrences(
            of: "script-src 'self';", with: "script-src 'self' 'sha256-\(digest)';")
    }

    func render(main: HTML) -> String {
        var head = HTML.void("meta", [("charset", "utf-8")])
        head += HTML.void("meta", [("http-equiv", "Content-Security-Policy"), ("content", policy)])
        head += HTML.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        head += HTML.void("meta", [("name", "color-scheme"), ("content", "light dark")])
        head += HTML.element("title", [], HTML.text(title))
        head += HTML.void("meta", [("name", "description"), ("content", language.description)])
        head += HTML.void("meta", [("property", "og:title"), ("content", title)])
        head += HTML.void("meta", [("property", "og:description"), ("content", language.description)])
        head += HTML.void(
            "meta", [("property", "og:type"), ("content", previous != nil || next != nil ? "article" : "website")])
        // Open Graph writes a locale as language_TERRITORY (`pt_BR`); the page's language, whatever its strings.
        head += HTML.void(
            "meta", [("property", "og:locale"), ("content", language.code.replacingOccurrences(of: "-", with: "_"))])
        if let base = settings.baseURL {
            head += HTML.void("link", [("rel", "canonical"), ("href", base + path)])
            head += HTML.void("meta", [("property", "og:url"), ("content", base + path)])
        }
        head += HTML.void("link", [("rel", "icon"), ("href", root + "assets/favicon.svg"), ("type", "image/svg+xml")])
        head += HTML.void("link", [("rel", "stylesheet"), ("href", root + "assets/style.css")])
        if let previous { head += HTML.void("link", [("rel", "prev"), ("href", previous.href)]) }
        if let next { head += HTML.void("link", [("rel", "next"), ("href", next.href)]) }
        if alternates.count > 1 {
            for (code, href) in alternates {
                // Search engines read alternates as absolute addresses: with `baseURL`, they are.
                let absolute = settings.baseURL.flatMap { base in
                    URL(string: href, relativeTo: URL(string: base + path))?.absoluteString
                }
                head += HTML.void("link", [("rel", "alternate"), ("hreflang", code), ("href", absolute ?? href)])
            }
        }
        // Blocking on purpose and tiny: it sets the chosen theme before the first paint (no flash).
        head += HTML.element("script", [("src", root + "assets/theme.js")])
        head += HTML.element("script", [("src", root + "assets/site.js"), ("defer", "defer")])
        head += HTML.element("script", [("src", root + "assets/search.js"), ("defer", "defer")])
        if preloadsSearchIndex, let language = searchLanguages.first {
            head += HTML.void(
                "link", [("rel", "preload"), ("href", root + language + "/search-index.js"), ("as", "script")])
        }

        var body = HTML.element("a", [("class", "skip-link"), ("href", "#lb_main")], HTML.text(spoken(\.skipLink)))
        body += header()
        var layout = HTML()
        if !lessons.isEmpty { layout += sidebar() }
        if !onThisPage.isEmpty { layout += tableOfContents() }
        var mainContent = main
        if previous != nil || next != nil { mainContent += pager() }
        layout += HTML.element(
            "main", [("id", "lb_main"), ("tabindex", "-1")] + (mainClass.isEmpty ? [] : [("class", mainClass)]),
            mainContent)
        var layoutClass = lessons.isEmpty ? "layout single" : "layout"
        if !onThisPage.isEmpty { layoutClass += " with-toc" }
        body += HTML.element("div", [("class", layoutClass)], layout)
        body += footer()
        if let inlineScript { body += HTML.element("script", [], HTML(trusted: inlineScript)) }
        return "<!DOCTYPE html>\n"
            + HTML.element(
                "html", [("lang", strings.language), ("dir", SiteLanguage.direction(strings.language))],
                HTML.element("head", [], head) + HTML.element("body", bodyData(), body)
            ).markup + "\n"
    }

    /// What the scripts need to say, in the page's language: they never carry words of their own.
    private func bodyData() -> [(String, String)] {
        [
            ("data-root", root), ("data-search", searchLanguages.joined(separator: " ")),
            ("data-copy", strings.copy), ("data-copied", strings.copied),
            ("data-none", strings.searchNoResults), ("data-count", PluralForms.json(strings.resultCount)),
            ("data-showing", PluralForms.json(strings.searchShowing)), ("data-all", strings.searchAll),
            ("data-loading", strings.searchLoading), ("data-unmatched", strings.searchUnmatched),
            ("data-theme-label", strings.theme),
            ("data-theme-names", [strings.themeSystem, strings.themeLight, strings.themeDark].joined(separator: "|")),
            ("data-collapse", strings.collapseSidebar), ("data-wrap", strings.wrapLines),
            ("data-keys-title", strings.keysTitle), ("data-keys", strings.keysList),
            ("data-single-keys", strings.singleKeys), ("data-names-keys", strings.namesKeys),
        ]
    }

    private func header() -> HTML {
        let brand = HTML.element(
            "a",
            [("class", "brand"), ("href", root + (root.isEmpty ? "index.html" : strings.language + "/index.html"))],
            HTML.text(language.title))
        let input = HTML.void(
            "input",
            [
                ("type", "search"), ("name", "q"), ("id", "lb_search"), ("placeholder", spoken(\.searchLabel)),
                ("aria-label", spoken(\.searchLabel)), ("autocomplete", "off"), ("aria-keyshortcuts", "/ S Control+K"),
                ("title", strings.searchShortcut),
            ])
        let form = HTML.element(
            "form",
            [("class", "search-form"), ("role", "search"), ("action", root + strings.language + "/search.html")],
            input + HTML.element("button", [("type", "submit")], HTML.text(spoken(\.search))))
        var tools = HTML()
        if let alternate {
            tools += HTML.element(
                "a",
                [
                    ("class", "language"), ("href", alternate.href), ("lang", alternate.language.code),
                    ("hreflang", alternate.language.code),
                ], HTML.text(alternate.language.name))
        }
        return HTML.element(
            "header", [("class", "site-header")], brand + form + HTML.element("div", [("class", "header-tools")], tools)
        )
    }

    /// The lessons: a menu button on a phone, a sticky column on a wide screen (the stylesheet keeps the
    /// `<details>` open there whatever its state, so it reads without script).
    private func sidebar() -> HTML {
        let items = lessons.list(current: currentHref, prefix: pathToLanguage)
        let heading = HTML.element("h2", [("class", "sidebar-title")], HTML.text(strings.contents))
        let all = lessons.contentsLink(prefix: pathToLanguage, isCurrent: currentHref == "index.html") ?? HTML()
        let kernelsLink = HTML.element(
            "p", [("class", "sidebar-extra")],
            HTML.element(
                "a",
                [("href", pathToLanguage + "kernels.html")]
                    + (currentHref == "kernels.html" ? [("aria-current", "page")] : []), HTML.text(strings.kernels)))
        let nav = HTML.element(
            "nav", [("class", "sidebar"), ("aria-label", strings.contents)],
            heading + all + HTML.element("ol", [], items) + kernelsLink)
        let summary = HTML.element("summary", [("class", "menu-button")], HTML.text(strings.menu))
        return HTML.element("details", [("class", "menu"), ("id", "lb_menu")], summary + nav)
    }

    private func tableOfContents() -> HTML {
        var items = HTML()
        for link in onThisPage {
            items += HTML.element("li", [], HTML.element("a", [("href", link.href)], HTML.text(link.title)))
        }
        let summary = HTML.element(
            "summary", [],
            HTML.element("h2", [("id", "lb_on-this-page")], HTML.text(onThisPageTitle ?? strings.onThisPage)))
        let nav = HTML.element("nav", [("aria-labelledby", "lb_on-this-page")], HTML.element("ol", [], items))
        return HTML.element(
            "aside", [("class", "toc-column")], HTML.element("details", [("class", "toc")], summary + nav))
    }

    private func pager() -> HTML {
        var links = HTML()
        if let previous {
            links += HTML.element(
                "a", [("rel", "prev"), ("href", previous.href)],
                HTML.element("span", [("class", "pager-label")], HTML.text("← " + strings.previous))
                    + HTML.element("span", [("class", "pager-title")], HTML.text(previous.title)))
        }
        if let next {
            links += HTML.element(
                "a", [("rel", "next"), ("href", next.href)],
                HTML.element("span", [("class", "pager-label")], HTML.text(strings.next + " →"))
                    + HTML.element("span", [("class", "pager-title")], HTML.text(next.title)))
        }
        // The keys only work with the script, so the hint is shown by it.
        let hint = HTML.element("p", [("class", "key-hint"), ("hidden", "hidden")], HTML.text(strings.arrowHint))
        return HTML.element(
            "nav", [("class", "pager"), ("aria-label", strings.pagerLabel)],
            HTML.element("div", [("class", "pager-links")], links) + hint)
    }

    /// A word of the header in every language of a page of several (home, 404), each different text once
    /// (`Derslerde ara · Dərslərdə axtar`); on another page, in the page's language.
    private func spoken(_ word: KeyPath<UIStrings, String>) -> String {
        var texts: [String] = []
        for spoken in footerLanguages.isEmpty ? [language] : footerLanguages
        where !texts.contains(spoken.strings[keyPath: word]) {
            texts.append(spoken.strings[keyPath: word])
        }
        return texts.joined(separator: " · ")
    }

    private func footer() -> HTML {
        let paragraphs = (footerLanguages.isEmpty ? [language] : footerLanguages).compactMap { spoken -> HTML? in
            let content = footerLine(spoken.strings)
            guard content != HTML() else { return nil }
            let own = spoken.code == language.code
            return HTML.element(
                "p", own ? [] : [("lang", spoken.code), ("dir", SiteLanguage.direction(spoken.code))], content)
        }
        guard !paragraphs.isEmpty else { return HTML() }
        return HTML.element("footer", [("class", "site-footer")], paragraphs.reduce(HTML(), +))
    }

    /// The footer's parts in one language: source, "edit this page", the build date.
    private func footerLine(_ strings: UIStrings) -> HTML {
        var parts: [HTML] = []
        if let source = settings.sourceURL {
            parts.append(HTML.element("a", [("href", source)], HTML.text(strings.source)))
        }
        if let pattern = settings.editURL, let sourcePath {
            parts.append(
                HTML.element(
                    "a", [("href", pattern.replacingOccurrences(of: "{path}", with: sourcePath))],
                    HTML.text(strings.editPage)))
        }
        if let date = settings.buildDate {
            parts.append(HTML.text(strings.builtOn + " ") + HTML.element("time", [("datetime", date)], HTML.text(date)))
        }
        var content = HTML()
        for (index, part) in parts.enumerated() {
            if index > 0 { content += HTML(trusted: " · ") }
            content += part
        }
        return content
    }
}
