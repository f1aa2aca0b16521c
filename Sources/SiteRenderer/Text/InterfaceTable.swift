/// Every word and sentence the site itself says: one row per key, with where it shows and its text in each
/// built-in language. A course overrides any of them in `course.json` (`languages[].strings`);
/// `docs/interface-strings.md` is this table for readers (a test keeps the two equal).
///
/// To add a key: a case here, a row in `InterfaceTable.rows` with a text for every built-in language (a test
/// fails on a missing one), and a property on `UIStrings`. A text with a count is plural (`{n}`, one form per
/// CLDR category the language uses: `one`, `few`, `many`, `other`, …; `other` always).
public enum UIKey: String, CaseIterable, Sendable {
    case languageName, contents, onThisPage, previous, next, search, searchLabel, searchResultsTitle
    case searchNoResults, searchNeedsScript, resultCount, output, checked, filledAtBuild, runnable, kernel
    case kernels, kernelsIntro, notRun, skipLink, copy, copied, legend, lessonCount, pagerLabel, notes
    case backToReference, exercise, showOutput, reasoning, menu, collapseSidebar, theme, themeSystem
    case themeLight, themeDark, searchShowing, searchAll, searchShortcut, arrowHint, builtOn, source, editPage
    case notFoundTitle, notFoundText, usedIn, notUsed, lineCount, course, wrapLines, keysTitle, keysList
    case doesNotCompile, compilerOutput, namesIndex, declaredIn, module, atThisUse, tupleElement
    case pageSections, singleKeys, namesKeys, allLessons, chooseLanguage
    case searchLoading, searchUnmatched
}

/// One key of the interface: where it shows, whether it counts, and its built-in texts by language.
public struct InterfaceRow: Sendable {
    public var key: UIKey
    public var place: String
    public var isPlural: Bool
    public var texts: [String: PluralText]
}

public enum InterfaceTable {
    /// The languages the tool speaks without help.
    public static let builtInLanguages = ["en", "tr", "az", "de", "ru", "es", "fr"]

    /// Every key, with whether it counts (plural forms): what `course.json` may give in `strings`.
    public static var keyKinds: [String: Bool] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.key.rawValue, $0.isPlural) })
    }

    public static func row(_ key: UIKey) -> InterfaceRow { rowsByKey[key]! }

    private static let rowsByKey = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0) })

    static func plain(_ key: UIKey, _ place: String, _ texts: [String: String]) -> InterfaceRow {
        InterfaceRow(key: key, place: place, isPlural: false, texts: texts.mapValues { PluralText($0) })
    }

    static func counted(_ key: UIKey, _ place: String, _ texts: [String: PluralText]) -> InterfaceRow {
        InterfaceRow(key: key, place: place, isPlural: true, texts: texts)
    }

    public static let rows: [InterfaceRow] = pageRows + codeRows + searchRows + controlRows + readerRows
}
