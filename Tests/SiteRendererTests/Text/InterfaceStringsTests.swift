import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

/// The interface's texts: every key in every built-in language, plural forms by each language's rules, the
/// course's overrides, the reference in docs, and the reasoning word that folds an exercise's answer.
@Suite struct InterfaceStringsTests {
    static let builtIn = ["en", "tr", "az", "de", "ru", "es", "fr"]

    @Test func everyKeyHasATextInEveryBuiltInLanguage() {
        #expect(InterfaceTable.builtInLanguages.sorted() == Self.builtIn.sorted())
        #expect(Set(InterfaceTable.rows.map(\.key)) == Set(UIKey.allCases))
        #expect(InterfaceTable.rows.count == UIKey.allCases.count, "a key has two rows")
        for row in InterfaceTable.rows {
            #expect(Set(row.texts.keys) == Set(Self.builtIn), "\(row.key)")
            #expect(!row.place.isEmpty, "\(row.key)")
            for (language, text) in row.texts {
                #expect(text.forms[.other].map { !$0.isEmpty } == true, "\(row.key) \(language)")
                for form in text.forms.values where row.isPlural {
                    #expect(form.contains("{n}"), "\(row.key) \(language): \(form)")
                }
                if !row.isPlural { #expect(text.forms.count == 1, "\(row.key) \(language)") }
                #expect(UIStrings.forLanguage(language)[row.key] == text.other)
            }
        }
    }

    /// A missing key in one built-in language fails the check above: shown on a copy with one text removed.
    @Test func aRemovedTextIsFound() {
        for language in Self.builtIn {
            var row = InterfaceTable.row(.contents)
            row.texts[language] = nil
            #expect(Set(row.texts.keys) != Set(Self.builtIn))
        }
    }

    /// Expected forms written by hand from the CLDR charts (cldr.unicode.org, "Language Plural Rules").
    @Test func countsTakeTheirLanguagesPluralForm() {
        let expected: [(String, Int, String)] = [
            ("en", 0, "0 lessons"), ("en", 1, "1 lesson"), ("en", 2, "2 lessons"), ("en", 21, "21 lessons"),
            ("tr", 1, "1 ders"), ("tr", 5, "5 ders"), ("az", 1, "1 dərs"), ("az", 12, "12 dərs"),
            ("de", 1, "1 Lektion"), ("de", 0, "0 Lektionen"), ("de", 3, "3 Lektionen"),
            ("ru", 1, "1 урок"), ("ru", 2, "2 урока"), ("ru", 4, "4 урока"), ("ru", 5, "5 уроков"),
            ("ru", 11, "11 уроков"), ("ru", 12, "12 уроков"), ("ru", 14, "14 уроков"), ("ru", 21, "21 урок"),
            ("ru", 22, "22 урока"), ("ru", 25, "25 уроков"), ("ru", 101, "101 урок"), ("ru", 111, "111 уроков"),
            ("ru", 0, "0 уроков"), ("es", 1, "1 lección"), ("es", 0, "0 lecciones"), ("es", 2, "2 lecciones"),
            ("es", 1_000_000, "1000000 de lecciones"), ("fr", 0, "0 leçon"), ("fr", 1, "1 leçon"),
            ("fr", 2, "2 leçons"), ("fr", 1_000_000, "1000000 de leçons"),
        ]
        for (language, count, text) in expected {
            #expect(UIStrings.forLanguage(language).counting(.lessonCount, count) == text, "\(language) \(count)")
        }
        #expect(UIStrings.forLanguage("ru").counting(.lineCount, 3) == "3 строки")
        #expect(UIStrings.forLanguage("de").counting(.resultCount, 1) == "1 Treffer")
    }

    /// The rules alone, on languages without built-in texts (CLDR, integers).
    @Test func pluralCategoriesOfOtherLanguages() {
        let expected: [(String, Int, PluralCategory)] = [
            ("pl", 1, .one), ("pl", 3, .few), ("pl", 5, .many), ("pl", 13, .many), ("pl", 23, .few),
            ("uk", 21, .one), ("cs", 3, .few), ("cs", 5, .other), ("ja", 1, .other), ("ar", 0, .zero),
            ("ar", 2, .two), ("ar", 105, .few), ("ar", 111, .many), ("ar", 100, .other), ("pt-BR", 0, .one),
            ("he", 2, .two), ("kk", 1, .one), ("kk", 2, .other),
        ]
        for (language, count, category) in expected {
            #expect(PluralRules.category(of: count, language: language) == category, "\(language) \(count)")
        }
    }

    @Test func theScriptGetsEveryFormAsJSON() throws {
        let json = PluralForms.json(UIStrings.forLanguage("ru").resultCount)
        let decoded = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(
            decoded == [
                "one": "{n} результат", "few": "{n} результата", "many": "{n} результатов", "other": "{n} результата",
            ])
        let quoted = PluralForms.json(PluralText("a \"b\" \\ c\n"))
        #expect(
            try JSONSerialization.jsonObject(with: Data(quoted.utf8)) as? [String: String] == [
                "other": "a \"b\" \\ c\n"
            ])
    }

    @Test func aCourseOverridesAnyKeyOfABuiltInLanguage() {
        let (strings, missing) = UIStrings.forLanguage(
            "de",
            given: ["contents": ["other": "Übersicht"], "lessonCount": ["one": "{n} Kapitel", "other": "{n} Kapitel"]])
        #expect(missing.isEmpty)
        #expect(strings.contents == "Übersicht")
        #expect(strings.counting(.lessonCount, 2) == "2 Kapitel")
        #expect(strings.next == "Weiter")
    }

    /// docs/interface-strings.md lists every key, where it shows and its English text (read from the file).
    @Test func theReferenceDocumentsEveryKey() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/interface-strings.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let rows = text.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == UIKey.allCases.count)
        for row in InterfaceTable.rows {
            let line = rows.first { $0.hasPrefix("| `\(row.key.rawValue)` |") }
            #expect(line != nil, "\(row.key) is not documented")
            guard let line else { continue }
            #expect(line.contains(row.place.replacingOccurrences(of: "|", with: "\\|")), "\(row.key) place")
            for (category, form) in row.texts["en"]!.forms {
                let shown = form.replacingOccurrences(of: "|", with: "\\|")
                #expect(line.contains(row.isPlural ? "\(category.rawValue): \(shown)" : shown), "\(row.key) English")
            }
        }
    }
}
