import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

/// The frame of every page and the parts of a lesson page added for readers: exercises, kernel folds,
/// the policy, the footer, the 404 page and the sitemap.
@Suite struct PageTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/site-exercise/tr/01-alistirma.md")

    /// The fixture's text and, found by plain line scanning (not the parser), each runnable block's fence
    /// line with the transcript written under it.
    static func fixtureLesson() throws -> (text: String, outputs: [Int: BlockOutput]) {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var outputs: [Int: BlockOutput] = [:]
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix("```swift"), index + 1 < lines.count, lines[index + 1].hasPrefix("// main.swift")
            {
                let opening = index + 1
                var close = index + 1
                while !lines[close].hasPrefix("```") { close += 1 }
                var start = close + 1
                while lines[start].isEmpty { start += 1 }
                if lines[start] == "```text" {
                    var end = start + 1
                    while lines[end] != "```" { end += 1 }
                    outputs[opening] = BlockOutput(
                        text: lines[(start + 1)..<end].joined(separator: "\n") + "\n", state: .checked)
                    index = end
                }
            }
            index += 1
        }
        return (text, outputs)
    }

    func site(settings: SiteSettings = SiteSettings()) throws -> [SiteFile] {
        let (text, outputs) = try Self.fixtureLesson()
        let lesson = LessonParser.parse(
            SourceText(text), key: "tr/01-alistirma.md", displayPath: "lessons/tr/01-alistirma.md",
            kernelNames: ["Sync"])
        return SiteRenderer.render(
            SiteInput(
                lessons: [lesson], outputs: ["tr/01-alistirma.md": outputs],
                kernels: ["Sync": "struct Sync {}\n"], settings: settings,
                configuration: CourseConfiguration(languages: [.init(code: "tr", name: "Türkçe", title: "Sayaçlar")])))
    }

    func page(_ path: String, _ files: [SiteFile]) -> String {
        files.first { $0.path == path }?.contents ?? ""
    }

    @Test func theFixtureHasOneExerciseAndOneOrdinaryBlock() throws {
        let (_, outputs) = try Self.fixtureLesson()
        #expect(outputs.count == 2)
    }

    @Test func anExercisesOutputWaitsBehindANativeDisclosure() throws {
        let lesson = page("tr/01-alistirma.html", try site())
        let exercise = try #require(
            lesson.components(separatedBy: "<figure class=\"code runnable exercise\">").dropFirst().first)
        #expect(exercise.contains("<span class=\"badge exercise\">Alıştırma</span>"))
        #expect(exercise.contains("sayac"))
        let disclosure = try #require(
            exercise.components(separatedBy: "<details class=\"exercise-output\"><summary>Çıktıyı göster</summary>")
                .dropFirst().first)
        #expect(disclosure.hasPrefix("<figure class=\"output checked\">"))
        #expect(disclosure.components(separatedBy: "</details>")[0].contains("sayac: 3"))
        // The "Neden?" paragraphs right after the transcript are folded with the output; the next one is not.
        let folded = disclosure.components(separatedBy: "</details>")[0]
        #expect(folded.contains("<div class=\"reasoning\"><p>Neden? Döngü üç kez döner ve her turda bir ekler.</p>"))
        #expect(folded.contains("<p>Neden? İkinci bir gerekçe paragrafı da katlanır.</p>"))
        #expect(!folded.contains("Bu paragraf katlanmaz."))
        #expect(lesson.contains("</details></div>\n<p>Bu paragraf katlanmaz.</p>"))
        // After an ordinary block the paragraph stays where it is.
        #expect(lesson.contains("<p>Neden? Alıştırma olmayan bloğun ardındaki paragraf yerinde kalır.</p>"))
        #expect(lesson.components(separatedBy: "class=\"reasoning\"").count == 2)
        // The ordinary block's output is shown as always, outside any disclosure.
        #expect(lesson.components(separatedBy: "exercise-output").count == 2)
        #expect(lesson.contains("<figure class=\"code runnable\">"))
    }

    @Test(arguments: [
        ("swift exercise", true), ("swift", false), ("swift  exercise title=x", true), ("swift\texercise", true),
        ("swiftexercise", false), ("swift exercises", false), ("exercise", false),
    ])
    func exerciseIsAWordAfterTheLanguage(_ pair: (String, Bool)) {
        let text = "# T\n\n```\(pair.0)\n// main.swift\nprint(1)\n```\n"
        let lesson = LessonParser.parse(
            SourceText(text), key: "tr/01-a.md", displayPath: "lessons/tr/01-a.md", kernelNames: [])
        let block = try! #require(lesson.blocks.first?.block)
        #expect(block.info == pair.0.trimmingCharacters(in: .whitespaces))
        #expect(block.isExercise == pair.1)
    }

    @Test func aKernelIsFoldedAfterItsFirstListing() throws {
        let lesson = page("tr/01-alistirma.html", try site())
        let folds = lesson.components(separatedBy: "<details class=\"kernel-fold\"").dropFirst()
        #expect(folds.count == 2)
        #expect(folds.first!.hasPrefix(" open=\"open\"><summary>Çekirdek · Sync.swift · 2 satır</summary>"))
        #expect(folds.last!.hasPrefix("><summary>"))
    }

    @Test func everyPageHasThePolicyAndNoInlineScriptOrStyle() throws {
        let files = try site()
        let pages = files.filter { $0.path.hasSuffix(".html") }
        #expect(
            Set(pages.map(\.path)) == [
                "404.html", "index.html", "tr/01-alistirma.html", "tr/index.html", "tr/kernels.html", "tr/search.html",
            ])
        for page in pages {
            let digest = page.path == "404.html" ? " &#39;sha256-" : ";"
            #expect(
                page.contents.contains(
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;self&#39;; script-src &#39;self&#39;\(digest)"
                ), "\(page.path)")
            // The 404 page without baseURL: one script of its own, its digest in the policy (issue 43).
            #expect(page.contents.contains("<script>") == (page.path == "404.html"), "\(page.path)")
            #expect(!page.contents.contains(" style=\""), "\(page.path)")
            #expect(page.contents.contains("<link rel=\"icon\""), "\(page.path)")
        }
        #expect(files.contains { $0.path == "assets/theme.js" })
        #expect(files.contains { $0.path == "assets/favicon.svg" })
    }

    @Test func anchorsAreReachableAndNamedByTheirHeading() throws {
        let lesson = page("tr/01-alistirma.html", try site())
        #expect(
            lesson.contains(
                "<h2 id=\"bir-alistirma\">Bir alıştırma<a class=\"anchor\" href=\"#bir-alistirma\" aria-labelledby=\"bir-alistirma\">#</a></h2>"
            ))
        #expect(!lesson.contains("tabindex=\"-1\">#"))
        #expect(lesson.contains("<pre tabindex=\"0\">"))
        #expect(lesson.contains("<li><a href=\"#tekrar\">Tekrar</a></li>"))
    }

    @Test func footerSitemapAndCanonicalFollowTheSettings() throws {
        let plain = try site()
        #expect(!page("tr/index.html", plain).contains("<footer"))
        // Without the published address there is no sitemap: its addresses must be absolute.
        #expect(!plain.contains { $0.path == "sitemap.xml" })
        let settings = SiteSettings(
            baseURL: "https://example.org/kurs", sourceURL: "https://example.org/repo",
            editURL: "https://example.org/repo/edit/lessons/{path}", buildDate: "2026-11-30")
        let files = try site(settings: settings)
        let lesson = page("tr/01-alistirma.html", files)
        #expect(lesson.contains("<link rel=\"canonical\" href=\"https://example.org/kurs/tr/01-alistirma.html\">"))
        #expect(
            lesson.contains(
                "<a href=\"https://example.org/repo/edit/lessons/tr/01-alistirma.md\">Bu sayfayı düzenle</a>"))
        #expect(lesson.contains("Derleme tarihi <time datetime=\"2026-11-30\">2026-11-30</time>"))
        #expect(
            page("sitemap.xml", files).contains(
                "<loc>https://example.org/kurs/tr/01-alistirma.html</loc><lastmod>2026-11-30</lastmod>"))
        #expect(!page("sitemap.xml", files).contains("404.html"))
        let notFound = page("404.html", files)
        #expect(notFound.contains("<a href=\"https://example.org/kurs/tr/index.html\">"))
        #expect(notFound.contains("href=\"https://example.org/kurs/assets/style.css\""))
    }

    @Test func theSearchIndexRegistersItsLanguageWithRootRelativeAddresses() throws {
        let index = page("tr/search-index.js", try site())
        #expect(index.hasPrefix("(window.LESSONBUILD_SEARCH = window.LESSONBUILD_SEARCH || {})[\"tr\"] = {"))
        #expect(index.contains("\"u\": \"tr/01-alistirma.html#bir-alistirma\""))
    }

    @Test func theHomeAndNotFoundPagesMarkEachLanguage() throws {
        let files = try site()
        #expect(page("index.html", files).contains("<h1><span lang=\"tr\">Sayaçlar</span></h1>"))
        let notFound = page("404.html", files)
        #expect(notFound.contains("<section class=\"not-found\" lang=\"tr\" dir=\"ltr\"><h2>Sayfa bulunamadı</h2>"))
        // Served at any missing address, it links from the host's root.
        #expect(notFound.contains("href=\"/tr/index.html\""))
        #expect(notFound.contains("href=\"/assets/style.css\""))
    }
}
