import LessonModel

/// One language of the site: the interface strings the pages speak in it, and what the course config says
/// in it (name, title, description, what each kernel word means). Nothing here is a fact of one course:
/// without a config the title is the neutral word for "course" and there is no vocabulary.
struct SiteLanguage: Sendable {
    struct Word: Sendable {
        var word: String
        var meaning: String
        /// The word's colour: its position in the course's vocabulary, wrapped around the palette.
        var colour: Int
        var className: String { "v v\(colour)" }
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
        own.language = code   // `lang` follows the folder, also for `en-GB` shown with English strings
        self.strings = own
        // The config's own name and title stand in for these two.
        self.missingStrings = configured == nil ? missing : missing.filter { $0 != "languageName" && $0 != "course" }
        name = configured?.name ?? (missing.contains("languageName") ? code : strings.languageName)
        title = configured?.title ?? strings.course
        summary = configured?.description
        description = configured?.description ?? title
        vocabulary = configuration.vocabulary.enumerated().compactMap { position, word in
            word.meanings[code].map { Word(word: word.word, meaning: $0, colour: position % VocabularyPalette.count + 1) }
        }
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

/// The colours of kernel words, by position in the vocabulary: each light colour has at least 4.5:1
/// contrast on the light page and code backgrounds, each dark one on the dark ones (the axe tests check).
enum VocabularyPalette {
    static let light = ["#1b6e36", "#8f5200", "#b42318", "#7a3ea8", "#545b66", "#1c5f9e", "#0a6470", "#a3275a", "#5f5300", "#6b4423"]
    static let dark = ["#6fd08c", "#f0b35a", "#ff8b7e", "#c9a2ff", "#a1a8b3", "#7db8ff", "#5cc6d0", "#ff7fae", "#e3d36b", "#d9a77a"]
    static var count: Int { light.count }

    static func variables(_ colours: [String]) -> String {
        colours.enumerated().map { "--v\($0.offset + 1): \($0.element);" }.joined(separator: " ")
    }

    static var classes: String {
        (1...count).map { ".v\($0) { color: var(--v\($0)); }" }.joined(separator: " ")
    }
}
