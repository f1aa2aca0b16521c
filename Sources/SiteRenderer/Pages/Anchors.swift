import LessonModel

extension SiteRenderer {
    /// The fragment ids a lesson's page has (its headings and blocks), exactly as the page gets them: what a
    /// link `lesson.md#id` may point at. Used to check links before anything is rendered.
    public static func anchors(of lesson: Lesson) -> Set<String> {
        var body = LessonBody(
            lesson: lesson, strings: UIStrings.forLanguage(lesson.path?.language ?? "en"), outputs: [:],
            reservedIDs: LanguagePages.reservedIDs, highlighter: HighlightCache())
        _ = body.render()
        // Every heading's id, sections (level 2) and the levels below alike.
        var ids = Set(body.headingIDs)
        for runnable in lesson.runnables { ids.insert(LessonBody.blockID(runnable.code.openingLine)) }
        ids.formUnion(LanguagePages.reservedIDs)
        return ids
    }
}

extension SiteRenderer {
    /// The ids every page has for its own parts (the main text, the menu, the search field…): a link may
    /// name them, and none is a heading's (they start with `lb_`).
    public static var ownPartIDs: Set<String> { Set(LanguagePages.reservedIDs) }

    /// The fragment ids of a language's contents page (`tr/index.html`), read from the page as it is
    /// rendered: its landing text's headings, each chapter's heading and its landing's, and the page's parts.
    /// - Parameters:
    ///   - lessons: the language's lessons in course order (they decide the chapters and their order).
    ///   - landings: landing texts by folder (`tr`, `tr/02-navigasyon`).
    public static func contentsAnchors(
        language: String, lessons: [Lesson], landings: [String: Lesson], configuration: CourseConfiguration
    ) -> Set<String> {
        let pages = LanguagePages(
            language: SiteLanguage(code: language, configuration: configuration), lessons: lessons, alternate: nil,
            kernels: [:], highlighter: HighlightCache(), landings: landings)
        return ids(in: pages.indexPage().contents)
    }

    /// The fragment ids of the kernels page: one per kernel (`Steps.swift` → `steps`), and the page's parts.
    public static func kernelsAnchors(kernels: some Sequence<String>) -> Set<String> {
        ownPartIDs.union(kernels.map(KernelUse.anchor))
    }

    /// Every `id="…"` of a page the renderer wrote (its ids are slugs and fixed words: never escaped).
    static func ids(in page: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(page)
        while let start = rest.range(of: " id=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.insert(String(rest[..<end]))
            rest = rest[end...]
        }
        return found
    }
}
