import Testing

@testable import SiteRenderer

@Suite struct SlugTests {
    @Test(arguments: [
        ("Gezinme Yığıtı ve Yolu", "gezinme-yigiti-ve-yolu"),
        ("Çalışma Şekli: Öğren, Üret", "calisma-sekli-ogren-uret"),
        ("İLK ADIM", "ilk-adim"),
        ("Şəkil və Görünüş", "sekil-ve-gorunus"),
        ("Əsas", "esas"),
        ("@State ve @Binding", "state-ve-binding"),
        ("  UIKit'te   liste  ", "uikit-te-liste"),
        ("viewDidLoad() — bir kez", "viewdidload-bir-kez"),
        ("???", "bolum"),
        ("Iğdır", "igdir"),
    ])
    func slugs(_ pair: (String, String)) {
        #expect(Slugger.slug(pair.0) == pair.1)
    }

    /// Other languages keep their letters (GitHub's and mdBook's anchors do): nothing becomes an empty or
    /// shared fallback anchor, and diacritics and case fold as a reader typing the anchor would expect.
    @Test(arguments: [
        ("Straße und Café", "de", "strasse-und-cafe"),
        ("Привет, мир", "ru", "привет-мир"),
        ("型と値", "ja", "型と値"),
        ("Ελληνικά Σ", "el", "ελληνικα-σ"),
        ("Über uns", "de-AT", "uber-uns"),
        ("???", "en", "section"),
        ("Iğdır", "tr-TR", "igdir"),
    ])
    func slugsInOtherLanguages(_ example: (String, String, String)) {
        #expect(Slugger.slug(example.0, language: example.1) == example.2)
    }

    @Test func uniqueWithinAPage() {
        var slugger = Slugger()
        slugger.reserve("icerik")
        #expect(slugger.unique("Özet") == "ozet")
        #expect(slugger.unique("ÖZET") == "ozet-2")
        #expect(slugger.unique("Özet") == "ozet-3")
        #expect(slugger.unique("İçerik") == "icerik-2")
        #expect(slugger.unique("ozet 2") == "ozet-2-2")
    }
}

@Suite struct FoldingTests {
    @Test func searchFolding() {
        #expect(TextFolding.words("yığıt") == TextFolding.words("yigit"))
        #expect(TextFolding.words("görünüm") == ["gorunum"])
        #expect(TextFolding.words("şəkil") == TextFolding.words("sekil"))
        #expect(TextFolding.words("ISIK") == TextFolding.words("ışık"))
        #expect(TextFolding.words("İstanbul") == ["istanbul"])
        #expect(TextFolding.words("UIKit'te gezinmede, 3 ekran") == ["uikit", "te", "gezinmede", "3", "ekran"])
        #expect(TextFolding.words("") == [])
    }
}

@Suite struct EscapingTests {
    @Test func textAndAttributes() {
        #expect(
            HTML.text("<script>alert('x') & \"y\"</script>").markup
                == "&lt;script&gt;alert('x') &amp; \"y\"&lt;/script&gt;")
        #expect(HTML.attribute("a\"b'c<d>&") == "a&quot;b&#39;c&lt;d&gt;&amp;")
        #expect(
            HTML.element("a", [("href", "x\"onclick=\"y")], HTML.text("ı")).markup
                == "<a href=\"x&quot;onclick=&quot;y\">ı</a>")
        // Multi-byte letters on both sides of what is escaped, and nothing at all.
        #expect(HTML.text("ğ<ş>&ç 👩‍💻&").markup == "ğ&lt;ş&gt;&amp;ç 👩‍💻&amp;")
        #expect(HTML.attribute("\u{00e7}'\"") == "ç&#39;&quot;")
        #expect(HTML.text("").markup == "")
    }

    @Test func linkPolicy() {
        let page = LinkPolicy()
        #expect(page.href("02-navigasyon.md") == "02-navigasyon.html")
        #expect(page.href("02-navigasyon.md#yol") == "02-navigasyon.html#yol")
        #expect(page.href("https://developer.apple.com/x.md") == "https://developer.apple.com/x.md")
        #expect(page.href("JavaScript:alert(1)") == nil)
        #expect(page.href(" javascript:alert(1)") == nil)
        #expect(page.localResource("https://example.com/a.png") == nil)
        #expect(page.localResource("images/a.png") == "images/a.png")
        // Another host stays as written; the site root is reached from the page, wherever the site is published.
        #expect(page.href("//example.org/x.md") == "//example.org/x.md")
        #expect(page.localResource("//example.org/a.png") == nil)
        let deep = LinkPolicy(pathToRoot: "../../")
        #expect(deep.href("/tr/01-x.md#a") == "../../tr/01-x.html#a")
        #expect(deep.href("/") == "../../index.html")
        #expect(deep.href("../") == "../index.html")
        #expect(deep.href("./#a") == "./index.html#a")
        #expect(deep.href("..") == "../index.html")
        #expect(deep.href("") == "")
        #expect(deep.localResource("/tr/img/a.png") == "../../tr/img/a.png")
        // A chapter's landing, shown one folder up, links from its own folder; fragments stay on the page.
        let landing = LinkPolicy(pathToRoot: "../", folder: "02-nav/")
        #expect(landing.href("01-push.md") == "02-nav/01-push.html")
        #expect(landing.href("../index.md") == "02-nav/../index.html")
        #expect(landing.href("./") == "02-nav/./index.html")
        #expect(landing.href("#ozet") == "#ozet")
        #expect(landing.href("/tr/kernels.html") == "../tr/kernels.html")
    }

    @Test func searchIndexStringsCannotCloseAScript() {
        #expect(SearchIndex.json("</script><b>\"ş\"\n") == "\"\\u003c/script\\u003e\\u003cb\\u003e\\\"ş\\\"\\n\"")
    }
}

@Suite struct HighlighterTests {
    typealias Kind = SwiftHighlighter.Kind

    func kinds(_ code: String) -> [(Kind, String)] {
        SwiftHighlighter.tokens(code).filter { $0.kind != .plain }.map { ($0.kind, $0.text) }
    }

    func same(_ a: [(Kind, String)], _ b: [(Kind, String)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    @Test func modernKeywordsAndAttributes() {
        let found = kinds("@Observable final class Model { var some: any View; func load() async throws { await x } }")
        #expect(
            same(
                found,
                [
                    (.attribute, "@Observable"), (.keyword, "final"), (.keyword, "class"), (.type, "Model"),
                    (.keyword, "var"),
                    (.keyword, "some"), (.keyword, "any"), (.type, "View"), (.keyword, "func"), (.keyword, "async"),
                    (.keyword, "throws"), (.keyword, "await"),
                ]))
        #expect(kinds("actor Store {}").first?.0 == .keyword)
        #expect(
            same(
                kinds("@MainActor @State private var n = 0"),
                [
                    (.attribute, "@MainActor"), (.attribute, "@State"), (.keyword, "private"), (.keyword, "var"),
                    (.number, "0"),
                ]))
    }

    @Test func stringsWithInterpolationAreCodeInside() {
        let found = kinds(#"print("a \(count + 1) b")"#)
        #expect(
            same(
                found,
                [(.string, "\"a "), (.interpolation, "\\("), (.number, "1"), (.interpolation, ")"), (.string, " b\"")]))
        let nested = kinds(#"let s = "x \(f("y")) z""#)
        #expect(
            same(
                nested,
                [
                    (.keyword, "let"), (.string, "\"x "), (.interpolation, "\\("), (.string, "\"y\""),
                    (.interpolation, ")"), (.string, " z\""),
                ]))
    }

    @Test func rawAndMultilineStringsAndEscapes() {
        #expect(
            same(kinds(##"let r = #"a "quoted" \(x)"#"##), [(.keyword, "let"), (.string, ##"#"a "quoted" \(x)"#"##)]))
        #expect(
            same(
                kinds("let m = \"\"\"\nline \"one\"\n\"\"\""),
                [(.keyword, "let"), (.string, "\"\"\"\nline \"one\"\n\"\"\"")]))
        #expect(same(kinds(#"let e = "a\"b""#), [(.keyword, "let"), (.string, #""a\"b""#)]))
    }

    @Test func commentsAndNumbers() {
        let found = kinds("// main.swift — ışık\nlet x = 0x1F + 2.5e3 /* a /* nested */ b */ + 1_000")
        #expect(
            same(
                found,
                [
                    (.comment, "// main.swift — ışık"), (.keyword, "let"), (.number, "0x1F"), (.number, "2.5e3"),
                    (.comment, "/* a /* nested */ b */"), (.number, "1_000"),
                ]))
    }

    @Test func tokensCoverTheWholeTextAndNeverFail() {
        for code in ["", "\"unterminated", "/* open", "@", "#if DEBUG\n#endif", "`default` = 1", "x.0.1", "let π = 3"] {
            #expect(SwiftHighlighter.tokens(code).map(\.text).joined() == code)
        }
    }

    @Test func htmlEscapesCode() {
        #expect(SwiftHighlighter.html("a < b").markup == "a &lt; b")
    }

    /// An extended regex literal is one token, quotes and brackets included (they are the pattern's).
    @Test func regexLiterals() {
        let found = kinds("let r = #/[^\"]+/#\nlet s = ##/a/#b/##\nlet q = \"x\"")
        #expect(
            same(
                found,
                [
                    (.keyword, "let"), (.string, "#/[^\"]+/#"), (.keyword, "let"), (.string, "##/a/#b/##"),
                    (.keyword, "let"), (.string, "\"x\""),
                ]), "\(found)")
        #expect(SwiftHighlighter.tokens("#/unclosed").map(\.text).joined() == "#/unclosed")
    }
}

/// A language tag with a region reads its language's built-in interface text, as its search folds it.
@Suite struct LanguageTagStringsTests {
    @Test func aRegionalTagUsesItsLanguagesStrings() {
        let regional = UIStrings.forLanguage("tr-TR")
        #expect(regional.contents == "İçindekiler")
        #expect(regional.language == "tr-TR")
        let configured = UIStrings.forLanguage("az-Latn-AZ", given: [:])
        #expect(configured.strings.contents == "Mündəricat")
        #expect(configured.missing.isEmpty)
        #expect(UIStrings.forLanguage("de-AT").contents == "Inhalt")
        #expect(UIStrings.forLanguage("kk").contents == "Contents")
    }
}
