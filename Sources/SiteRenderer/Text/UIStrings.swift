import Foundation

/// Every word the site itself says, in the page's language: the texts of `InterfaceTable` for one language,
/// with the course's own (`course.json`, `languages[].strings`) over them.
public struct UIStrings: Sendable {
    /// The page's language tag (`lang`).
    public var language: String
    private var texts: [UIKey: PluralText]

    init(language: String, texts: [UIKey: PluralText]) {
        self.language = language
        self.texts = texts
    }

    /// A plain text (a plural one's `other` form).
    public subscript(key: UIKey) -> String {
        get { texts[key]?.other ?? "" }
        set { texts[key] = PluralText(newValue) }
    }

    public func plural(_ key: UIKey) -> PluralText { texts[key] ?? PluralText("") }

    /// A counting text for `count`, in the form the page's language takes for it (`{n}` replaced).
    public func counting(_ key: UIKey, _ count: Int) -> String { plural(key).counting(count, language: language) }

    mutating func set(_ key: UIKey, _ text: PluralText) { texts[key] = text }

    public var languageName: String { self[.languageName] }
    public var contents: String { self[.contents] }
    public var onThisPage: String { self[.onThisPage] }
    public var pageSections: String { self[.pageSections] }
    public var singleKeys: String { self[.singleKeys] }
    public var namesKeys: String { self[.namesKeys] }
    public var allLessons: String { self[.allLessons] }
    public var chooseLanguage: String { self[.chooseLanguage] }
    public var previous: String { self[.previous] }
    public var next: String { self[.next] }
    public var search: String { self[.search] }
    public var searchLabel: String { self[.searchLabel] }
    public var searchResultsTitle: String { self[.searchResultsTitle] }
    public var searchNoResults: String { self[.searchNoResults] }
    public var searchNeedsScript: String { self[.searchNeedsScript] }
    public var output: String { self[.output] }
    public var checked: String { self[.checked] }
    public var filledAtBuild: String { self[.filledAtBuild] }
    public var runnable: String { self[.runnable] }
    public var kernel: String { self[.kernel] }
    public var kernels: String { self[.kernels] }
    public var kernelsIntro: String { self[.kernelsIntro] }
    public var notRun: String { self[.notRun] }
    public var skipLink: String { self[.skipLink] }
    public var copy: String { self[.copy] }
    public var copied: String { self[.copied] }
    public var legend: String { self[.legend] }
    public var pagerLabel: String { self[.pagerLabel] }
    public var notes: String { self[.notes] }
    public var backToReference: String { self[.backToReference] }
    public var exercise: String { self[.exercise] }
    public var showOutput: String { self[.showOutput] }
    public var reasoning: String { self[.reasoning] }
    public var menu: String { self[.menu] }
    public var collapseSidebar: String { self[.collapseSidebar] }
    public var theme: String { self[.theme] }
    public var themeSystem: String { self[.themeSystem] }
    public var themeLight: String { self[.themeLight] }
    public var themeDark: String { self[.themeDark] }
    public var searchAll: String { self[.searchAll] }
    public var searchLoading: String { self[.searchLoading] }
    public var searchUnmatched: String { self[.searchUnmatched] }
    public var searchShortcut: String { self[.searchShortcut] }
    public var arrowHint: String { self[.arrowHint] }
    public var builtOn: String { self[.builtOn] }
    public var source: String { self[.source] }
    public var editPage: String { self[.editPage] }
    public var notFoundTitle: String { self[.notFoundTitle] }
    public var notFoundText: String { self[.notFoundText] }
    public var usedIn: String { self[.usedIn] }
    public var notUsed: String { self[.notUsed] }
    public var course: String { self[.course] }
    public var wrapLines: String { self[.wrapLines] }
    public var keysTitle: String { self[.keysTitle] }
    public var keysList: String { self[.keysList] }
    public var doesNotCompile: String { self[.doesNotCompile] }
    public var compilerOutput: String { self[.compilerOutput] }
    public var namesIndex: String { self[.namesIndex] }
    public var declaredIn: String { self[.declaredIn] }
    public var module: String { self[.module] }
    public var atThisUse: String { self[.atThisUse] }
    public var tupleElement: String { self[.tupleElement] }
    public var resultCount: PluralText { plural(.resultCount) }
    public var lessonCount: PluralText { plural(.lessonCount) }
    public var lineCount: PluralText { plural(.lineCount) }
    public var searchShowing: PluralText { plural(.searchShowing) }

    /// The built-in strings of each built-in language.
    public static let table: [String: UIStrings] = Dictionary(
        uniqueKeysWithValues: InterfaceTable.builtInLanguages.map { code in
            (
                code,
                UIStrings(
                    language: code,
                    texts: Dictionary(
                        uniqueKeysWithValues: InterfaceTable.rows.compactMap { row in
                            row.texts[code].map { (row.key, $0) }
                        }))
            )
        })

    public static var english: UIStrings { table["en"]! }

    public static func forLanguage(_ code: String) -> UIStrings {
        builtIn(code) ?? english
    }

    /// The built-in strings of a BCP 47 tag: its own, or its primary language's (`tr-TR` reads Turkish, as
    /// its text is folded as Turkish; see `TextFolding.usesLetterTable`). Tags are compared ignoring case.
    static func builtIn(_ code: String) -> UIStrings? {
        let primary = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
        guard var strings = table[code.lowercased()] ?? table[primary] else { return nil }
        strings.language = code
        return strings
    }

    /// The strings of a language: the built-in ones (English for a language without), with the config's
    /// `strings` over them (each a text or its plural forms by category name). The result also names the keys
    /// English had to fill in (none for a built-in language).
    public static func forLanguage(_ code: String, given: [String: [String: String]]) -> (
        strings: UIStrings, missing: [String]
    ) {
        let own = builtIn(code)
        var strings = own ?? english
        strings.language = code
        var missing: [String] = []
        for key in UIKey.allCases {
            guard let forms = given[key.rawValue] else {
                if own == nil { missing.append(key.rawValue) }
                continue
            }
            strings.set(
                key,
                PluralText(
                    forms: Dictionary(
                        uniqueKeysWithValues: forms.compactMap { name, text in
                            PluralCategory(rawValue: name).map { ($0, text) }
                        })))
        }
        return (strings, missing.sorted())
    }
}
