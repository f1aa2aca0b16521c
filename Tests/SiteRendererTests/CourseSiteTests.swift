import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

/// A course that is not this repository's: English lessons, chapter folders, landing texts, an image, a
/// config with its own title and kernel words. Links are checked by resolving them the way a browser does
/// (Foundation's URL resolution) against the files the renderer wrote.
@Suite struct CourseSiteTests {
    static let sources: [String: String] = [
        "en/01-intro.md": """
        # Intro

        Start with [arrays](02-basics/01-arrays.md#growing).
        """,
        "en/02-basics/01-arrays.md": """
        # Arrays

        An array keeps its order. ![A diagram](images/a.png) Then [sets](02-sets.md) and [back](../01-intro.md).

        ## Growing

        ```swift
        // main.swift
        print("kept lost")
        ```

        ```text
        kept lost
        ```
        """,
        "en/02-basics/02-sets.md": "# Sets\n\nA set has no order.\n",
        "en/03-more-maps/01-dictionaries.md": "# Dictionaries\n\nKeys and values.\n",
    ]

    static let landingSources: [String: String] = [
        "en": "# Welcome\n\nStart here, in order.\n",
        "en/02-basics": "# The basics\n\nArrays and sets first.\n",
    ]

    static let configuration = CourseConfiguration(
        languages: [
            .init(
                code: "en", name: "English", title: "Collections in Swift",
                description: "Arrays, sets and dictionaries, run and checked.")
        ],
        vocabulary: [
            .init(word: "kept", meanings: ["en": "the value stayed"], tone: .good),
            .init(word: "lost", meanings: ["en": "the value is gone"], tone: .bad),
        ])

    static let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]

    static func parse(_ key: String, _ text: String) -> Lesson {
        LessonParser.parse(SourceText(text), key: key, displayPath: "lessons/" + key, kernelNames: [])
    }

    static func input(configuration: CourseConfiguration = configuration) -> SiteInput {
        let lessons = sources.map { parse($0.key, $0.value) }
        let landings = Dictionary(
            uniqueKeysWithValues: landingSources.map { ($0.key, parse($0.key + "/index.md", $0.value)) })
        // The fence of the runnable block is line 7 of the arrays lesson.
        let outputs = ["en/02-basics/01-arrays.md": [7: BlockOutput(text: "kept lost\n", state: .checked)]]
        return SiteInput(
            lessons: lessons, outputs: outputs, kernels: [:], configuration: configuration, landings: landings,
            assets: ["en/02-basics/images/a.png": image])
    }

    static let files = SiteRenderer.render(input())

    func page(_ path: String) -> String { Self.files.first { $0.path == path }?.contents ?? "" }

    /// Every `href`/`src` in a page that is not a fragment or another scheme, resolved against the page.
    func localTargets(_ path: String) -> [String] {
        let base = URL(string: "http://site.invalid/" + path)!
        var targets: [String] = []
        for attribute in ["href=\"", "src=\"", "action=\""] {
            for piece in page(path).components(separatedBy: " " + attribute).dropFirst() {
                let value = String(piece.prefix { $0 != "\"" })
                guard !value.hasPrefix("#"), !value.contains(":") else { continue }
                let resolved = URL(string: value, relativeTo: base)!.absoluteURL
                targets.append(String(resolved.path.dropFirst()))
            }
        }
        return targets
    }

    @Test func chapterLessonsLiveInTheirChapterFolder() {
        let paths = Set(Self.files.map(\.path))
        for path in [
            "en/01-intro.html", "en/02-basics/01-arrays.html", "en/02-basics/02-sets.html",
            "en/03-more-maps/01-dictionaries.html",
            "en/index.html", "en/kernels.html", "en/search.html", "en/search-index.js", "index.html", "404.html",
        ] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(!paths.contains("sitemap.xml"))  // no baseURL: no sitemap (its addresses must be absolute)
    }

    @Test func everyRelativeLinkOfEveryPageLeadsToAFileOfTheSite() {
        let paths = Set(Self.files.map(\.path))
        let pages = Self.files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "404.html" }
        var checked = 0
        for path in pages {
            for target in localTargets(path) {
                checked += 1
                #expect(paths.contains(target), "\(path) → \(target)")
            }
        }
        #expect(checked > 100)
        // The links the lesson wrote, rewritten from .md, and its image, from a page one folder deep.
        let arrays = Set(localTargets("en/02-basics/01-arrays.html"))
        for target in [
            "en/02-basics/02-sets.html", "en/01-intro.html", "en/02-basics/images/a.png", "assets/style.css",
            "en/kernels.html", "en/search.html", "en/index.html", "en/03-more-maps/01-dictionaries.html",
        ] {
            #expect(arrays.contains(target), "\(target)")
        }
        #expect(Set(localTargets("en/01-intro.html")).contains("en/02-basics/01-arrays.html"))
    }

    @Test func theSearchLoadsItsIndexFromTheSiteRoot() throws {
        let arrays = page("en/02-basics/01-arrays.html")
        #expect(arrays.contains("data-root=\"../../\""))
        let index = page("en/search-index.js")
        #expect(index.contains("\"u\": \"en/02-basics/01-arrays.html#growing\""))
        #expect(index.contains("\"fold\": \"unicode\""))
    }

    @Test func previousAndNextCrossChapters() {
        let arrays = page("en/02-basics/01-arrays.html")
        #expect(arrays.contains("<link rel=\"prev\" href=\"../01-intro.html\">"))
        #expect(arrays.contains("<link rel=\"next\" href=\"../02-basics/02-sets.html\">"))
        #expect(
            page("en/02-basics/02-sets.html").contains(
                "<link rel=\"next\" href=\"../03-more-maps/01-dictionaries.html\">"))
        #expect(page("en/01-intro.html").contains("<link rel=\"next\" href=\"02-basics/01-arrays.html\">"))
    }

    @Test func theSidebarGroupsLessonsByChapter() throws {
        let arrays = page("en/02-basics/01-arrays.html")
        let nav = try #require(
            arrays.components(separatedBy: "<nav class=\"sidebar\"").dropFirst().first?.components(
                separatedBy: "</nav>"
            ).first)
        let order = [
            "Intro", "<span class=\"chapter-title\">The basics</span>", "aria-current=\"page\">Arrays", "Sets",
            "<span class=\"chapter-title\">More maps</span>", "Dictionaries",
        ]
        var rest = Substring(nav)
        for piece in order {
            let found = try #require(rest.range(of: piece), "\(piece)")
            rest = rest[found.upperBound...]
        }
        #expect(
            nav.contains(
                "<li class=\"chapter\"><span class=\"chapter-title\">The basics</span><ol><li><a href=\"../02-basics/01-arrays.html\""
            ))
    }

    @Test func theContentsPageShowsTheLandingTextsAndTheChapters() throws {
        let contents = page("en/index.html")
        #expect(contents.contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(contents.contains("<title>Collections in Swift</title>"))
        #expect(
            contents.contains(
                "<h1>Collections in Swift</h1><p class=\"lead\">Arrays, sets and dictionaries, run and checked.</p>"))
        let order = [
            "<h1>", "Welcome", "Start here, in order.", "<ol class=\"lesson-list\">", "Intro",
            "<h2 id=\"the-basics\">The basics</h2><div class=\"landing\">", "Arrays and sets first.", "Arrays", "Sets",
            "<h2 id=\"more-maps\">More maps</h2><ol", "Dictionaries",
        ]
        var rest = Substring(contents)
        for piece in order {
            let found = try #require(rest.range(of: piece), "\(piece)")
            rest = rest[found.upperBound...]
        }
        // The chapter's own title is its heading, not repeated inside its landing text.
        let section = try #require(
            contents.components(separatedBy: "<section class=\"chapter-section\" aria-labelledby=\"the-basics\">")
                .dropFirst().first?
                .components(separatedBy: "</section>").first)
        #expect(section.components(separatedBy: "The basics").count == 2)
    }

    @Test func kernelWordsTakeTheirMeaningAndColourFromTheConfig() throws {
        let arrays = page("en/02-basics/01-arrays.html")
        #expect(
            arrays.contains(
                "<span class=\"v tone-good\" title=\"the value stayed\">kept</span> <span class=\"v tone-bad\" title=\"the value is gone\">lost</span>"
            ))
        #expect(arrays.contains("<dd>the value stayed</dd>"))
        let style = page("assets/style.css")
        #expect(
            style.contains(".tone-good { color: var(--tone-good); }")
                && style.contains(".tone-bad { color: var(--tone-bad); }"))
        #expect(style.contains("--tone-good: #"))
        #expect(!style.contains("uyumlu"))
    }

    @Test func assetsAreWrittenByteForByteAtTheirPaths() throws {
        let asset = try #require(Self.files.first { $0.path == "en/02-basics/images/a.png" })
        #expect(asset.bytes == Self.image)
        #expect(page("en/02-basics/01-arrays.html").contains("<img src=\"images/a.png\" alt=\"A diagram\">"))
    }

    @Test func assetsCannotLeaveTheLanguageFoldersOrReplacePages() {
        var input = Self.input()
        input.assets = [
            "../x.png": [1], "en/../../x.png": [1], "assets/style.css": [1], "index.html": [1], "en/01-intro.html": [1],
            "en/ok.svg": [2],
        ]
        let written = SiteRenderer.render(input).filter { $0.bytes != nil }.map(\.path)
        #expect(written == ["en/ok.svg"])
    }

    @Test func withoutAConfigurationTheTitlesAreNeutralAndThereIsNoLegend() {
        let files = SiteRenderer.render(Self.input(configuration: CourseConfiguration()))
        let contents = files.first { $0.path == "en/index.html" }!.contents
        #expect(contents.contains("<h1>Course</h1>"))
        #expect(!contents.contains("class=\"lead\""))
        let arrays = files.first { $0.path == "en/02-basics/01-arrays.html" }!.contents
        #expect(!arrays.contains("class=\"legend\""))
        #expect(!arrays.contains("class=\"v "))
        #expect(languageWarnings(Self.input(configuration: CourseConfiguration())).isEmpty)
    }
}

/// A language the tool has no strings for: what the config gives, English for the rest, and one warning.
@Suite struct OtherLanguageTests {
    static func input(strings plain: [String: String]) -> SiteInput {
        let strings = plain.mapValues { ["other": $0] }
        let lesson = LessonParser.parse(
            SourceText("# Бірінші\n\nМәтін.\n"), key: "kk/01-birinshi.md", displayPath: "lessons/kk/01-birinshi.md",
            kernelNames: [])
        let turkish = LessonParser.parse(
            SourceText("# Bir\n\nMetin.\n"), key: "tr/01-bir.md", displayPath: "lessons/tr/01-bir.md", kernelNames: [])
        let configuration = CourseConfiguration(languages: [
            .init(code: "kk", name: "Қазақша", title: "Жинақтар", strings: strings),
            .init(code: "tr", name: "Türkçe", title: "Koleksiyonlar"),
        ])
        return SiteInput(lessons: [turkish, lesson], outputs: [:], kernels: [:], configuration: configuration)
    }

    @Test func givenStringsAreUsedAndTheRestIsEnglish() {
        let files = SiteRenderer.render(Self.input(strings: ["contents": "Мазмұны", "next": "Келесі"]))
        let lesson = files.first { $0.path == "kk/01-birinshi.html" }!.contents
        #expect(lesson.contains("<html lang=\"kk\" dir=\"ltr\">"))
        #expect(lesson.contains("<h2 class=\"sidebar-title\">Мазмұны</h2>"))
        #expect(lesson.contains("<button type=\"submit\">Search</button>"))
        #expect(lesson.contains("<a class=\"brand\" href=\"../kk/index.html\">Жинақтар</a>"))
        // The switch to the other language carries that language's name from the config.
        #expect(lesson.contains("hreflang=\"tr\">Türkçe</a>"))
        let home = files.first { $0.path == "index.html" }!.contents
        // A card is headed by the language's name from the config, its count in the interface's words.
        #expect(home.contains(">Қазақша</a></h2><p class=\"language-meta\">1 lesson</p>"))
        // The config's order: kk first.
        #expect(home.contains("<h1><span lang=\"kk\">Жинақтар</span> · <span lang=\"tr\">Koleksiyonlar</span></h1>"))
    }

    @Test func oneWarningNamesTheLanguageAndEveryMissingKey() throws {
        let warnings = languageWarnings(Self.input(strings: ["contents": "Мазмұны", "next": "Келесі"]))
        try #require(warnings.count == 1)
        #expect(warnings[0].contains("'kk'"))
        // The config's name and title stand in for `languageName` and `course`: those are not missing.
        let missing = Set(UIKey.allCases.map(\.rawValue)).subtracting(["contents", "next", "languageName", "course"])
        for key in missing { #expect(warnings[0].contains(key), "\(key)") }
        #expect(!warnings[0].contains("languageName") && !warnings[0].contains("course,"))
        #expect(!warnings[0].contains(" contents,") && !warnings[0].contains(" next,"))
        #expect(warnings[0].contains(CourseConfiguration.fileName))
    }

    @Test func allStringsGivenMeansNoWarning() {
        var all: [String: String] = [:]
        for key in UIKey.allCases { all[key.rawValue] = "x-" + key.rawValue }
        let input = Self.input(strings: all)
        #expect(languageWarnings(input).isEmpty)
        let lesson = SiteRenderer.render(input).first { $0.path == "kk/01-birinshi.html" }!.contents
        #expect(lesson.contains("<button type=\"submit\">x-search</button>"))
    }
}

/// Search folding: Turkish and Azerbaijani keep their letter table; other languages fold case and
/// diacritics by Unicode (expected values written by hand from the Unicode charts).
@Suite struct OtherLanguageFoldingTests {
    @Test func unicodeCaseAndDiacriticFolding() {
        #expect(
            TextFolding.words("Straße ÄPFEL élan Crème-brûlée ΣΟΦΊΑ", language: "de") == [
                "strasse", "apfel", "elan", "creme", "brulee", "σοφια",
            ])
        #expect(TextFolding.words("e\u{301}te\u{301}", language: "fr") == ["ete"])
        #expect(TextFolding.words("İstanbul", language: "en") == ["istanbul"])
    }

    @Test func turkishAndAzerbaijaniStayAsTheyWere() {
        #expect(TextFolding.words("ISIK Işık ŞƏKİL", language: "tr") == ["isik", "isik", "sekil"])
        #expect(TextFolding.words("ŞƏKİL ığ", language: "az") == TextFolding.words("ŞƏKİL ığ"))
        // ß has no entry in the letter table: Turkish text keeps it as it was.
        #expect(TextFolding.words("ß", language: "tr") == ["ß"])
        #expect(TextFolding.words("ß", language: "de") == ["ss"])
    }

    @Test func theIndexOfAnotherLanguageIsFoldedByUnicode() {
        let entry = SearchIndex.Entry(url: "de/01-a.html", lesson: "Größe", section: "", text: "Äpfel", language: "de")
        #expect(entry.words == ["grosse", "apfel"])
        #expect(!SearchIndex.script([entry], language: "de").contains("\"ç\""))
        #expect(SearchIndex.script([], language: "tr").contains("\"ç\": \"c\""))
    }
}

/// The build's warnings about interface strings (these inputs name no baseURL, which is a warning of its own).
func languageWarnings(_ input: SiteInput) -> [String] {
    let warnings = SiteRenderer.warnings(input)
    #expect(warnings.filter { $0.hasPrefix("no baseURL") }.count == (input.settings.baseURL == nil ? 1 : 0))
    return warnings.filter { !$0.hasPrefix("no baseURL") }
}
