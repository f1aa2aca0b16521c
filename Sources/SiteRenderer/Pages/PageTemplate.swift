/// The frame every page shares: head, skip link, header with search and language switch, sidebar of
/// lessons, main content, footer.
struct PageTemplate {
    struct Link {
        var title: String
        var href: String
    }

    /// The list of a language's lessons, rendered once and reused by every page of that language
    /// (a course of N lessons would otherwise render N² list items).
    struct Sidebar {
        private var items: [(href: String, plain: String, current: String)] = []

        init(_ lessons: [Link]) {
            items = lessons.map { lesson in
                let plain = HTML.element("li", [], HTML.element("a", [("href", lesson.href)], HTML.text(lesson.title)))
                let current = HTML.element("li", [], HTML.element("a", [("href", lesson.href), ("aria-current", "page")], HTML.text(lesson.title)))
                return (lesson.href, plain.markup, current.markup)
            }
        }

        var isEmpty: Bool { items.isEmpty }

        func list(current: String?) -> HTML {
            HTML(trusted: items.map { $0.href == current ? $0.current : $0.plain }.joined())
        }
    }

    var strings: UIStrings
    /// Relative path from the page to the site root ("../" for language pages, "" for the home page).
    var root: String
    var title: String
    var lessons: Sidebar
    var currentHref: String?
    var previous: Link?
    var next: Link?
    /// The other language's version of this page, if any.
    var alternate: (language: UIStrings, href: String)?
    var extraHead = HTML()
    var bodyScripts = HTML()

    func render(main: HTML) -> String {
        var head = HTML.void("meta", [("charset", "utf-8")])
        head += HTML.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        head += HTML.void("meta", [("name", "color-scheme"), ("content", "light dark")])
        head += HTML.element("title", [], HTML.text(title))
        head += HTML.void("link", [("rel", "stylesheet"), ("href", root + "assets/style.css")])
        if let previous { head += HTML.void("link", [("rel", "prev"), ("href", previous.href)]) }
        if let next { head += HTML.void("link", [("rel", "next"), ("href", next.href)]) }
        if let alternate {
            head += HTML.void("link", [("rel", "alternate"), ("hreflang", alternate.language.language), ("href", alternate.href)])
        }
        head += extraHead
        head += HTML.element("script", [("src", root + "assets/site.js"), ("defer", "defer")])

        var body = HTML.element("a", [("class", "skip-link"), ("href", "#icerik")], HTML.text(strings.skipLink))
        body += header()
        var layout = HTML()
        if !lessons.isEmpty { layout += sidebar() }
        var mainContent = main
        if previous != nil || next != nil { mainContent += pager() }
        layout += HTML.element("main", [("id", "icerik"), ("tabindex", "-1")], mainContent)
        body += HTML.element("div", [("class", lessons.isEmpty ? "layout single" : "layout")], layout)
        body += bodyScripts
        let bodyAttributes = [("data-copy", strings.copy), ("data-copied", strings.copied)]
        return "<!DOCTYPE html>\n" + HTML.element("html", [("lang", strings.language)],
            HTML.element("head", [], head) + HTML.element("body", bodyAttributes, body)).markup + "\n"
    }

    private func header() -> HTML {
        let brand = HTML.element("a", [("class", "brand"), ("href", root + (root.isEmpty ? "index.html" : strings.language + "/index.html"))],
                                 HTML.text(strings.courseTitle))
        let input = HTML.void("input", [("type", "search"), ("name", "q"), ("id", "arama-kutusu"), ("placeholder", strings.searchLabel),
                                        ("aria-label", strings.searchLabel), ("autocomplete", "off")])
        let form = HTML.element("form", [("class", "search-form"), ("role", "search"), ("action", root + strings.language + "/search.html")],
                                input + HTML.element("button", [("type", "submit")], HTML.text(strings.search)))
        var languages = HTML()
        if let alternate {
            languages = HTML.element("a", [("class", "language"), ("href", alternate.href), ("lang", alternate.language.language),
                                           ("hreflang", alternate.language.language)], HTML.text(alternate.language.languageName))
        }
        return HTML.element("header", [("class", "site-header")], brand + form + languages)
    }

    private func sidebar() -> HTML {
        let items = lessons.list(current: currentHref)
        let heading = HTML.element("h2", [("class", "sidebar-title")], HTML.text(strings.contents))
        let kernelsLink = HTML.element("p", [("class", "sidebar-extra")],
            HTML.element("a", [("href", "kernels.html")] + (currentHref == "kernels.html" ? [("aria-current", "page")] : []), HTML.text(strings.kernels)))
        return HTML.element("nav", [("class", "sidebar"), ("aria-label", strings.contents)],
                            heading + HTML.element("ol", [], items) + kernelsLink)
    }

    private func pager() -> HTML {
        var links = HTML()
        if let previous {
            links += HTML.element("a", [("rel", "prev"), ("href", previous.href)],
                HTML.element("span", [("class", "pager-label")], HTML.text("← " + strings.previous)) + HTML.element("span", [("class", "pager-title")], HTML.text(previous.title)))
        }
        if let next {
            links += HTML.element("a", [("rel", "next"), ("href", next.href)],
                HTML.element("span", [("class", "pager-label")], HTML.text(strings.next + " →")) + HTML.element("span", [("class", "pager-title")], HTML.text(next.title)))
        }
        return HTML.element("nav", [("class", "pager"), ("aria-label", strings.pagerLabel)], links)
    }
}
