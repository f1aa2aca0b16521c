import LessonModel
import Testing

@testable import SiteRenderer

/// Kernel words coloured by the tone course.json gives them, and every printed kernel word explained.
@Suite struct ToneTests {
    static let json = """
        {
          "languages": [ { "code": "tr", "name": "Türkçe", "title": "Kurs" } ],
          "vocabulary": [
            { "word": "uyumlu", "meaning": { "tr": "aynı" }, "tone": "good" },
            { "word": "eksik", "meaning": { "tr": "yok" }, "tone": "bad" }
          ]
        }
        """

    @Test func theToneIsRead() throws {
        let configuration = try CourseConfiguration.parse(Self.json, file: "course.json")
        #expect(configuration.vocabulary.map(\.tone) == [.good, .bad])
    }

    @Test func anUnknownToneOrKeyIsAnErrorAtItsLine() {
        let wrongTone = Self.json.replacingOccurrences(of: "\"tone\": \"bad\"", with: "\"tone\": \"red\"")
        #expect(throws: CourseConfiguration.Problem.self) {
            try CourseConfiguration.parse(wrongTone, file: "course.json")
        }
        do {
            _ = try CourseConfiguration.parse(wrongTone, file: "course.json")
        } catch {
            #expect(
                error.line == 5 && error.key == "vocabulary[1].tone"
                    && error.message.contains("good, bad, neutral, cause"))
        }
        let unknownKey = Self.json.replacingOccurrences(of: "\"tone\": \"bad\"", with: "\"colour\": \"red\"")
        do {
            _ = try CourseConfiguration.parse(unknownKey, file: "course.json")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.key == "vocabulary[1].colour" && error.message.contains("tone"))
        }
    }

    func page(_ transcript: String, kernels: [String: String] = [:]) throws -> (page: String, warnings: [String]) {
        let text = "# A\n\n```swift\n// main.swift\nprint(1)\n```\n\n```text\n\(transcript)```\n"
        let lesson = LessonParser.parse(
            SourceText(text), key: "tr/01-a.md", displayPath: "lessons/tr/01-a.md", kernelNames: [])
        let input = SiteInput(
            lessons: [lesson], outputs: ["tr/01-a.md": [3: BlockOutput(text: transcript, state: .checked)]],
            kernels: kernels,
            configuration: try CourseConfiguration.parse(Self.json, file: "course.json"))
        return (SiteRenderer.render(input).first { $0.path == "tr/01-a.html" }!.contents, SiteRenderer.warnings(input))
    }

    @Test func aBadWordCountedZeroIsNotAlarming() throws {
        let shown = try page("uyumlu: 3\neksik: 0\neksik: 2\neksik: 10\n").page
        #expect(shown.contains("<span class=\"v tone-good\" title=\"aynı\">uyumlu</span>: 3"))
        #expect(shown.contains("<span class=\"v tone-neutral\" title=\"yok\">eksik</span>: 0"))
        #expect(shown.contains("<span class=\"v tone-bad\" title=\"yok\">eksik</span>: 2"))
        #expect(shown.contains("<span class=\"v tone-bad\" title=\"yok\">eksik</span>: 10"))
    }

    @Test func aPrintedKernelWordWithoutAMeaningIsAWarning() throws {
        let kernel = "func report(_ n: Int) { print(\"acilis \\(n) | uyumlu\"); print(\"hic-basilmayan\") }\n"
        let warnings = try page("acilis 2 | uyumlu\n", kernels: ["Report": kernel]).warnings
        #expect(
            warnings.contains {
                $0.hasPrefix("transcripts print kernel words that vocabulary does not explain: acilis ")
            })
        #expect(!warnings.contains { $0.contains("uyumlu") || $0.contains("hic-basilmayan") })
    }

    @Test func noToneColourIsTheLinkColour() {
        let style = Assets.styleSheet
        for accent in ["#0a6470", "#5cc6d0"] {
            #expect(!TonePalette.light.values.contains(accent) && !TonePalette.dark.values.contains(accent))
            #expect(style.contains(accent))  // (the accent is what links use)
        }
    }
}

/// `dir` follows the language, so a right-to-left course lays out from the right.
@Suite struct DirectionTests {
    @Test func rightToLeftLanguagesSayRtl() {
        #expect(
            SiteLanguage.direction("ar") == "rtl" && SiteLanguage.direction("he-IL") == "rtl"
                && SiteLanguage.direction("fa") == "rtl")
        #expect(
            SiteLanguage.direction("tr") == "ltr" && SiteLanguage.direction("az") == "ltr"
                && SiteLanguage.direction("en") == "ltr")
    }

    @Test func anArabicCoursePageIsRtl() {
        let lesson = LessonParser.parse(
            SourceText("# درس\n\nنص.\n"), key: "ar/01-a.md", displayPath: "lessons/ar/01-a.md", kernelNames: [])
        let files = SiteRenderer.render(SiteInput(lessons: [lesson], outputs: [:], kernels: [:]))
        #expect(files.first { $0.path == "ar/01-a.html" }!.contents.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(
            files.first { $0.path == "index.html" }!.contents.contains(
                "<section class=\"language-card\" lang=\"ar\" dir=\"rtl\">"))
    }
}
