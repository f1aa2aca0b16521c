import LessonModel
import Testing

@testable import SiteRenderer

/// The language switch's pairing of lessons, and the Turkish and Azerbaijani suffix stemmer.
@Suite struct CounterpartTests {
    static func lesson(_ key: String, _ text: String = "# T\n") -> Lesson {
        LessonParser.parse(SourceText(text), key: key, displayPath: "lessons/" + key, kernelNames: [])
    }

    @Test func lessonsInTheSamePlacePairBothWays() {
        let pairs = Counterparts([
            Self.lesson("tr/01-a.md"), Self.lesson("tr/02-b.md"), Self.lesson("az/01-x.md"), Self.lesson("az/03-y.md"),
        ]).pairs
        #expect(pairs["tr/01-a.md"] == ["az": "az/01-x.md"])
        #expect(pairs["az/01-x.md"] == ["tr": "tr/01-a.md"])
        #expect(pairs["tr/02-b.md"] == nil && pairs["az/03-y.md"] == nil)
    }

    @Test func aNamedCounterpartWinsAndIsReciprocal() {
        let named = Self.lesson("tr/02-b.md", "# B\n\n[counterpart]: ../az/03-y.md\n\nText.\n")
        let found = Counterparts([
            Self.lesson("tr/01-a.md"), named, Self.lesson("az/02-x.md"), Self.lesson("az/03-y.md"),
        ])
        #expect(found.pairs["tr/02-b.md"] == ["az": "az/03-y.md"])
        #expect(found.pairs["az/03-y.md"] == ["tr": "tr/02-b.md"])
        // az/02-x is in tr/02-b's place, but tr/02-b is taken: it has no counterpart rather than a one-way one.
        #expect(found.pairs["az/02-x.md"] == nil)
        #expect(found.problems.isEmpty)
        // The definition renders as nothing.
        #expect(!LessonBodyProbe.html(named).contains("counterpart"))
    }

    @Test func aCounterpartThatIsNoLessonIsAWarningAtItsLine() {
        let found = Counterparts([
            Self.lesson("tr/01-a.md", "# A\n\n[counterpart]: ../az/09-yok.md\n"), Self.lesson("az/01-x.md"),
        ])
        #expect(
            found.problems == [
                "lessons/tr/01-a.md:3: [counterpart]: ../az/09-yok.md names no lesson of another language"
            ])
        #expect(found.pairs["tr/01-a.md"] == ["az": "az/01-x.md"])  // the place still pairs it
    }

    @Test func theSwitchAndTheAlternatesOfARenderedSite() {
        let input = SiteInput(
            lessons: [Self.lesson("tr/01-a.md"), Self.lesson("tr/02-b.md"), Self.lesson("az/01-x.md")], outputs: [:],
            kernels: [:])
        let files = Dictionary(uniqueKeysWithValues: SiteRenderer.render(input).map { ($0.path, $0.contents) })
        #expect(files["tr/01-a.html"]!.contains("<a class=\"language\" href=\"../az/01-x.html\""))
        #expect(files["az/01-x.html"]!.contains("<a class=\"language\" href=\"../tr/01-a.html\""))
        #expect(files["tr/02-b.html"]!.contains("<a class=\"language\" href=\"../az/index.html\""))
        #expect(!files["tr/02-b.html"]!.contains("rel=\"alternate\""))
        #expect(files["tr/kernels.html"]!.contains("<a class=\"language\" href=\"../az/kernels.html\""))
        #expect(
            files["az/search.html"]!.contains("<link rel=\"alternate\" hreflang=\"tr\" href=\"../tr/search.html\">"))
        #expect(
            files["az/01-x.html"]!.contains(
                "<link rel=\"alternate\" hreflang=\"az\" href=\"../az/01-x.html\"><link rel=\"alternate\" hreflang=\"tr\" href=\"../tr/01-a.html\">"
            ))
    }
}

enum LessonBodyProbe {
    static func html(_ lesson: Lesson) -> String {
        var body = LessonBody(
            lesson: lesson, strings: UIStrings.table["tr"]!, outputs: [:], reservedIDs: [],
            highlighter: HighlightCache())
        return body.render().markup
    }
}

/// The facts of the languages, checked word by word: every form of a word must meet its root.
@Suite struct SuffixStemmerTests {
    static func root(_ word: String, _ language: String) -> String {
        let folded = SearchWords.words(word, language: language)
        #expect(folded.count == 1, "\(word) → \(folded)")
        return SuffixStemmer.stem(folded.first ?? "", table: SuffixStemmer.table(for: language)!)
    }

    @Test(arguments: [
        ("navigasyon", ["navigasyonda", "navigasyondan", "navigasyonu", "navigasyonlar", "navigasyonlarda"]),
        ("ekran", ["ekranda", "ekrandan", "ekrana", "ekranı", "ekranlar", "ekranların", "ekranlardaki"]),
        ("liste", ["listeler", "listede", "listeden", "listeyi", "listeye", "listenin"]),
        ("sayfa", ["sayfada", "sayfayı", "sayfaya", "sayfanın", "sayfalar"]),
        ("satır", ["satırın", "satırda", "satırlar", "satırları"]),
    ])
    func turkishFormsMeetTheirRoot(base: String, forms: [String]) {
        let root = Self.root(base, "tr")
        for form in forms {
            let cut = Self.root(form, "tr")
            #expect(
                cut == root || (cut.hasPrefix(root) && cut.count == root.count + 1)
                    || (root.hasPrefix(cut) && root.count == cut.count + 1), "\(form): \(cut) vs \(root)")
        }
    }

    @Test(arguments: [
        ("vərəq", ["vərəqdə", "vərəqdən", "vərəqi", "vərəqin", "vərəqlər"]),
        ("ekran", ["ekranda", "ekrandan", "ekrana", "ekranı", "ekranlar"]),
        ("yığın", ["yığından", "yığına", "yığını", "yığında"]),
        ("siyahı", ["siyahıda", "siyahılar", "siyahılarda", "siyahını"]),
    ])
    func azerbaijaniFormsMeetTheirRoot(base: String, forms: [String]) {
        let root = Self.root(base, "az")
        for form in forms {
            let cut = Self.root(form, "az")
            #expect(
                cut == root || (cut.hasPrefix(root) && cut.count == root.count + 1)
                    || (root.hasPrefix(cut) && root.count == cut.count + 1), "\(form): \(cut) vs \(root)")
        }
    }

    @Test func apostropheAndHyphenEndingsStayWithTheirWord() {
        #expect(SearchWords.words("UIKit'in viewDidLoad’da", language: "tr") == ["uikit", "viewdidload"])
        #expect(
            SearchWords.words("viewWillAppear-da pop-dan push-un", language: "az") == ["viewwillappear", "pop", "push"])
        // A hyphen before anything but a case ending joins two words, as before.
        #expect(SearchWords.words("kural-disi tez-tez", language: "tr") == ["kural", "disi", "tez", "tez"])
        // Another language splits at apostrophes as it always did.
        #expect(SearchWords.words("l'eau", language: "fr") == ["l", "eau"])
    }

    /// A root's final voiceless consonant, voiced before a vowel-initial suffix (Turkish k→ğ, p→b, t→d;
    /// Azerbaijani q→ğ, k→y), is given back: every such form, made here from the root and every vowel-initial
    /// suffix of the table, meets the root. The roots are words of the course (`sözlük`, `eşzamanlılık`,
    /// `tapşırıq`).
    @Test(arguments: [
        ("tr", ["sözlük", "eşzamanlılık", "kitap", "yönetmelik", "sepet"]), ("az", ["tapşırıq", "çörək", "vərəqlik"]),
    ])
    func aVoicedFinalConsonantMeetsItsRoot(language: String, roots: [String]) {
        let table = SuffixStemmer.table(for: language)!
        let voiced = Dictionary(uniqueKeysWithValues: table.alternations.map { ($0.value, $0.key) })
        let vowelFirst = table.suffixes.filter { $0.vowelFirst && $0.length <= 3 }.map(\.text)
        #expect(vowelFirst.count >= 8)
        for root in roots {
            let folded = SearchWords.words(root, language: language)[0]
            let soft = String(folded.dropLast()) + String(voiced[folded.last!]!)
            let rootStem = Self.root(root, language)
            for suffix in vowelFirst {
                let form = soft + suffix
                let cut = SuffixStemmer.stem(form, table: table)
                // As the page's `rootsMeet` reads them: equal, or one a buffer letter longer (`core|yi`, `corek`).
                #expect(
                    cut == rootStem || (cut.hasPrefix(rootStem) && cut.count == rootStem.count + 1)
                        || (rootStem.hasPrefix(cut) && rootStem.count == cut.count + 1),
                    "\(form): \(cut) vs \(rootStem)")
            }
        }
    }

    /// No cut leaves fewer than four letters (five after a one-letter suffix or once a longer one was cut), so a word's root
    /// is never a stub of another word: checked over every two-suffix form of short stubs, and on the words
    /// readers met (`paralelik` was cut to `para`, the start of `parçanı`; `kaydırmayı` met `kaybı`).
    @Test(arguments: ["tr", "az"])
    func noCutLeavesAStub(language: String) {
        let table = SuffixStemmer.table(for: language)!
        let suffixes = table.suffixes.map(\.text)
        for stub in ["para", "kay", "form", "adet"] {
            for first in suffixes.prefix(40) {
                for second in suffixes.prefix(40) {
                    let word = stub + first + second
                    let cut = SuffixStemmer.stem(word, table: table)
                    #expect(cut.count >= min(word.count, 4), "\(word) → \(cut)")
                    if cut.count < word.count - first.count - second.count + 1 {
                        #expect(cut.count >= 4, "\(word) → \(cut)")
                    }
                }
            }
        }
        #expect(Self.root("paralelik", "az") == "paral")
        // A vowel cut first leaves the dictionary form, cut from there as that form is.
        #expect(Self.root("özelliği", "tr") == Self.root("özellik", "tr"))
        #expect(!Self.root("parçanı", "az").hasPrefix(Self.root("paralelik", "az")))
        #expect(!Self.root("kaybı", "tr").hasPrefix(Self.root("kaydırmayı", "tr")))
        #expect(!Self.root("kaydırmayı", "tr").hasPrefix(Self.root("kaybı", "tr")))
    }

    @Test func theIndexCarriesTheAlternations() {
        let entry = SearchIndex.Entry(url: "tr/a.html", lesson: "Sözlük", section: "", text: "sözlüğe", language: "tr")
        #expect(SearchIndex.script([entry], language: "tr").contains("\"alternation\": \"bp dt gk\""))
        let azerbaijani = SearchIndex.Entry(url: "az/a.html", lesson: "L", section: "", text: "t", language: "az")
        #expect(SearchIndex.script([azerbaijani], language: "az").contains("\"alternation\": \"gq yk\""))
        let english = SearchIndex.Entry(url: "en/a.html", lesson: "L", section: "", text: "t", language: "en")
        #expect(!SearchIndex.script([english], language: "en").contains("alternation"))
        // The build's root of a voiced form is the dictionary form (`sözlüğe` is written `sozluge/sozluk`).
        #expect(SearchIndex.line(entry).contains("sozluge/sozluk"))
    }

    /// A code name is written in the index as spelled, so a result can show it; a run of ASCII letters inside a
    /// longer word (`ID` of `seçiliÜrünID`) and a name already in lowercase are not.
    @Test func codeNamesAreWrittenAsSpelled() {
        let entry = SearchIndex.Entry(
            url: "tr/a.html", lesson: "L", section: "", text: "tablo",
            code: "tablo.reloadData()\nlet seçiliÜrünID = 1\nvar adres: URL\nlet id = 2", language: "tr")
        #expect(entry.spellings == ["reloaddata": "reloadData", "url": "URL"])
        let line = SearchIndex.line(entry)
        #expect(line.contains(" reloadData") && line.contains(" URL") && line.contains(" id"))
        #expect(!line.contains("ID"))
    }

    @Test func shortWordsAndNamesKeepTheirLetters() {
        let turkish = SuffixStemmer.suffixes(for: "tr")!
        #expect(SuffixStemmer.stem("yol", suffixes: turkish) == "yol")
        #expect(SuffixStemmer.stem("ve", suffixes: turkish) == "ve")
        #expect(SuffixStemmer.stem("kitab2", suffixes: turkish) == "kitab2")
        #expect(SuffixStemmer.suffixes(for: "de") == nil)
    }
}
