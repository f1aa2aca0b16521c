import LessonModel

extension SiteRenderer {
    /// Ids every page uses for its own parts (the search field, the menu…), never a lesson heading's.
    public static var reservedPageIDs: [String] { LanguagePages.reservedIDs }

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
