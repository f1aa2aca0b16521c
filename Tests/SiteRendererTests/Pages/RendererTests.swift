import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

@Suite struct RendererTests {
    let text = """
        # Gezinme Yığıtı

        Giriş <script>alert(1)</script> ve [sonraki](02-b.md#yol)[^1].

        <div onclick="x()">raw</div>

        ## Özet

        ```swift
        // main.swift
        print("uyumlu")
        ```

        ```text
        a -> uyumlu
        ```

        ## Özet

        | a | b |
        |:-:|--:|
        | 1 | 2 |

        # İkinci başlık

        [^1]: Not.
        """

    func render() -> [SiteFile] {
        let lesson = LessonParser.parse(
            SourceText(text), key: "tr/01-a.md", displayPath: "lessons/tr/01-a.md", kernelNames: [])
        let outputs = [9: BlockOutput(text: "a -> uyumlu\n", state: .checked)]
        let configuration = CourseConfiguration(vocabulary: [
            .init(word: "bayat", meanings: ["tr": "eski"]), .init(word: "uyumlu", meanings: ["tr": "aynı"]),
        ])
        return SiteRenderer.render(
            SiteInput(
                lessons: [lesson], outputs: ["tr/01-a.md": outputs], kernels: ["Sync": "// Sync.swift\n"],
                configuration: configuration))
    }

    var page: String { render().first { $0.path == "tr/01-a.html" }!.contents }

    @Test func oneH1AndUniqueAsciiAnchors() {
        #expect(page.components(separatedBy: "<h1").count == 2)
        #expect(page.contains("<h2 id=\"ozet\">"))
        #expect(page.contains("<h2 id=\"ozet-2\">"))
        #expect(page.contains("<h2 id=\"ikinci-baslik\">"))
        #expect(page.contains("<html lang=\"tr\" dir=\"ltr\">"))
    }

    @Test func lessonMarkupIsEscapedNeverPassedThrough() {
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<div onclick"))
        #expect(page.contains("&lt;script&gt;"))
        #expect(page.contains("&lt;div onclick=&quot;x()&quot;&gt;") || page.contains("&lt;div onclick=\"x()\"&gt;"))
    }

    @Test func transcriptIsCheckedOutputUnderItsBlock() throws {
        let parts = page.components(separatedBy: "<div class=\"pair\" id=\"lb_block-9\">")
        try #require(parts.count == 2)
        let pair = parts[1]
        #expect(pair.contains("<figure class=\"output checked\">"))
        #expect(
            // no tone given: neutral
            pair.contains("<samp translate=\"no\">a -&gt; <span class=\"v tone-neutral\" title=\"aynı\">uyumlu</span>"))
        // the transcript block is not shown twice
        #expect(page.components(separatedBy: "<figure class=\"output").count == 2)
        #expect(page.contains("<section class=\"legend\""))
    }

    @Test func linksFootnotesAndTables() {
        #expect(page.contains("href=\"02-b.html#yol\""))
        #expect(page.contains("<sup class=\"footnote-ref\"><a href=\"#lb_fn-1\" id=\"lb_fnref-1\">1</a></sup>"))
        #expect(page.contains("<li id=\"lb_fn-1\">"))
        #expect(page.contains("<th class=\"align-center\" scope=\"col\">a</th>"))
    }

    @Test func renderingIsDeterministic() {
        #expect(render() == render())
    }
}
