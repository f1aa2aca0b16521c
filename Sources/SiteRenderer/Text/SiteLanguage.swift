import LessonModel

/// One language of the site: the interface strings the pages speak in it, and what the course config says
/// in it (name, title, description, what each kernel word means). Nothing here is a fact of one course:
/// without a config the title is the neutral word for "course" and there is no vocabulary.
struct SiteLanguage: Sendable {
    struct Word: Sendable {
        var word: String
        var meaning: String
        /// The word's colour comes from its tone (never from the link colour).
        var tone: CourseConfiguration.Tone
        var className: String { "v tone-\(tone.rawValue)" }
    }

    var code: String { strings.language }
    var strings: UIStrings
    var name: String
    var title: String
    var summary: String?
    /// The page description for search engines and link previews.
    var description: String
    /// The kernel words that have a meaning in this language, in the vocabulary's order.
    var vocabulary: [Word]
    /// Interface strings English had to give (a language neither built in nor fully given in the config).
    var missingStrings: [String]

    init(code: String, configuration: CourseConfiguration) {
        let configured = configuration.language(code)
        let (strings, missing) = UIStrings.forLanguage(code, given: configured?.strings ?? [:])
        var own = strings
        own.language = code  // `lang` follows the folder, also for `en-GB` shown with English strings
        self.strings = own
        // The config's own name and title stand in for these two.
        self.missingStrings = configured == nil ? missing : missing.filter { $0 != "languageName" && $0 != "course" }
        name = configured?.name ?? (missing.contains("languageName") ? code : strings.languageName)
        title = configured?.title ?? strings.course
        summary = configured?.description
        description = configured?.description ?? title
        vocabulary = configuration.vocabulary.compactMap { word in
            word.meanings[code].map { Word(word: word.word, meaning: $0, tone: word.tone ?? .neutral) }
        }
    }

    /// `rtl` for a language written right to left (by its primary subtag), else `ltr`.
    static func direction(_ code: String) -> String {
        let base = code.split(separator: "-").first.map { $0.lowercased() } ?? code
        return ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr", "arc", "nqo"].contains(base)
            ? "rtl" : "ltr"
    }

    /// The site's languages: those of the config in its order, then any other folder found.
    static func order(_ found: Set<String>, configuration: CourseConfiguration) -> [String] {
        let configured = configuration.languages.map(\.code).filter(found.contains)
        let others = found.subtracting(configured).sorted {
            (["tr", "az"].firstIndex(of: $0) ?? 2, $0) < (["tr", "az"].firstIndex(of: $1) ?? 2, $1)
        }
        return configured + others
    }
}

/// The colours of kernel words, by tone: each light colour has at least 4.5:1 contrast on the light page and
/// code backgrounds, each dark one on the dark ones (the axe tests check). None is the link colour (teal):
/// good is green, bad red, a cause violet, a neutral fact grey.
enum TonePalette {
    static let light: [CourseConfiguration.Tone: String] = [
        .good: "#1b6e36", .bad: "#b42318", .cause: "#7a3ea8", .neutral: "#545b66",
    ]
    static let dark: [CourseConfiguration.Tone: String] = [
        .good: "#6fd08c", .bad: "#ff8b7e", .cause: "#c9a2ff", .neutral: "#a1a8b3",
    ]

    static func variables(_ colours: [CourseConfiguration.Tone: String]) -> String {
        CourseConfiguration.Tone.allCases.map { "--tone-\($0.rawValue): \(colours[$0]!);" }.joined(separator: " ")
    }

    static var classes: String {
        CourseConfiguration.Tone.allCases.map { ".tone-\($0.rawValue) { color: var(--tone-\($0.rawValue)); }" }.joined(
            separator: " ")
    }
}
