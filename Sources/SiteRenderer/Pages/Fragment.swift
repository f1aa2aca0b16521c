import LessonModel

extension SiteRenderer {
    /// The body HTML of a Markdown text as a lesson page renders it, without the page around it and
    /// without treating its first heading as the title. Used by the spec conformance check
    /// (`lessonbuild __render-fragment`) and the fuzz test, so that both exercise exactly the page code.
    public static func fragment(_ markdown: String, kernelNames: Set<String> = []) -> String {
        var lesson = LessonParser.parse(
            SourceText(markdown), key: "tr/01-fragment.md", displayPath: "fragment.md", kernelNames: kernelNames)
        lesson.titleLine = nil
        var body = LessonBody(
            lesson: lesson, strings: UIStrings.forLanguage("tr"), outputs: [:], reservedIDs: [],
            highlighter: HighlightCache())
        // No page around it: a root-relative link stays as written, as cmark-gfm writes it.
        body.links.pathToRoot = nil
        return body.render().markup
    }
}
