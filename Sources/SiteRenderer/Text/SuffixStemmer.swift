/// A light stemmer for Turkish and Azerbaijani search: both languages build a word by appending suffixes to
/// an unchanging root (*yığın* → *yığından*, *vərəq* → *vərəqdə*), so cutting the inflectional suffixes off
/// the end lets every form of a word meet its root. It works on folded words (`TextFolding`: ASCII letters,
/// vowel harmony already gone: *-da/-de/-də* are all `da`/`de`), and the search page stems the reader's query
/// with the same table, written into the index.
///
/// The suffix lists come from the languages' grammar: plural (*-lar/-ler*), possessives, the six cases with
/// their buffer consonants (*-n-*, *-y-*, *-s-*), the relative *-ki*, the copula *-dır*, the equative *-ca*,
/// and the commonest verb endings (infinitive, progressive, past, participles, converbs). It strips the longest
/// suffix that leaves a root of at least four letters (five after a one-letter suffix or once a longer suffix
/// was cut), up to four times, and
/// undoes the consonant alternation a vowel-initial suffix causes (`alternations`).
/// Over-stemming a word is harmless here: the query is cut the same way, and an exact match still ranks first.
public enum SuffixStemmer {
    /// Folded Turkish suffixes.
    static let turkish =
        nominalCommon + [
            "ta", "te", "tan", "ten", "taki", "teki", "tir", "tur", "ca", "ce", "ken",
            "yor", "iyor", "uyor", "yordu", "iyordu", "uyordu", "mak", "mek", "makta", "mekte", "ma", "me",
            "di", "du", "ti", "tu", "mis", "mus", "dik", "duk", "tik", "tuk", "ince", "unca", "yince", "yunca",
            "arak", "erek", "ip", "up", "yip", "yup", "abilir", "ebilir", "ecek", "acak", "yecek", "yacak",
            "dir", "dur", "lik", "luk", "siz", "suz", "sel", "sal",
        ]

    /// Folded Azerbaijani suffixes.
    static let azerbaijani =
        nominalCommon + [
            "ile", "ila", "dir", "dur", "ca", "ce", "ken",
            "maq", "mek", "ma", "me", "di", "du", "mis", "mus", "ib", "ub", "yib", "yub", "araq", "erek",
            "anda", "ende", "yanda", "yende", "ir", "ur", "yir", "yur", "acaq", "ecek", "yacaq", "yecek",
            "liq", "luq", "lik", "luk", "siz", "suz", "an", "en", "yan", "yen", "dik", "duk",
        ]

    /// Endings both languages share once folded: plural, possessives, cases, relative.
    private static let nominalCommon = [
        "lar", "ler", "lari", "leri", "larin", "lerin", "larda", "lerde", "lardan", "lerden", "lara", "lere",
        "im", "um", "imiz", "umuz", "iniz", "unuz", "miz", "muz", "niz", "nuz", "si", "su", "i", "u",
        "da", "de", "dan", "den", "nda", "nde", "ndan", "nden", "a", "e", "ya", "ye", "na", "ne",
        "yi", "yu", "ni", "nu", "in", "un", "nin", "nun", "la", "le", "yla", "yle",
        "ki", "daki", "deki", "ndaki", "ndeki", "dir", "dur",
    ]

    /// Endings that may follow a hyphen (`viewWillAppear-da`, `pop-dan`, `push-un`): a case ending, the
    /// plural, or a possessive with its case. Anything else after a hyphen (`kural-disi`, `tez-tez`) is a word
    /// of its own.
    static let hyphenEndings: Set<String> = [
        "a", "e", "ya", "ye", "na", "ne", "da", "de", "ta", "te", "nda", "nde", "dan", "den", "tan", "ten", "ndan",
        "nden",
        "i", "u", "yi", "yu", "ni", "nu", "in", "un", "nin", "nun", "la", "le", "yla", "yle", "ile", "ila",
        "dir", "dur", "tir", "tur", "ki", "daki", "deki", "ndaki", "ndeki",
        "lar", "ler", "lari", "leri", "larda", "lerde", "lardan", "lerden", "lara", "lere", "larin", "lerin",
        "si", "su", "sini", "sunu", "sine", "suna", "sinde", "sunda", "sinden", "sundan", "sinin", "sunun",
    ]

    /// The suffix table of a language, longest first; nil for a language the stemmer does not know.
    public static func suffixes(for language: String?) -> [String]? {
        switch baseLanguage(language) {
        case "tr": return turkishLongestFirst
        case "az": return azerbaijaniLongestFirst
        default: return nil
        }
    }

    private static let turkishLongestFirst = longestFirst(turkish)
    private static let azerbaijaniLongestFirst = longestFirst(azerbaijani)

    private static func longestFirst(_ list: [String]) -> [String] {
        Array(Set(list)).sorted { ($0.count, $1) > ($1.count, $0) }
    }

    /// The consonant alternations of a language, folded: a root's final voiceless consonant is voiced (or, in
    /// Azerbaijani, `k` turns to `y`) before a suffix that begins with a vowel: Turkish *sözlük* → *sözlüğe*
    /// (`k`→`g`), *kitap* → *kitabı*, *git* → *gidiyor*; Azerbaijani *tapşırıq* → *tapşırığın* (`q`→`g`),
    /// *çörək* → *çörəyi*. The map goes from the letter a cut leaves (`g`) to the root's own (`k`). (Turkish
    /// *ç* → *c* is gone once folded: both are `c`.)
    public static func alternations(for language: String?) -> [Character: Character]? {
        switch baseLanguage(language) {
        case "tr": return ["g": "k", "b": "p", "d": "t"]
        case "az": return ["g": "q", "y": "k"]
        default: return nil
        }
    }

    /// The written form of `alternations`, as the index carries it: `bp dt gk`.
    public static func alternationText(for language: String?) -> String? {
        alternations(for: language).map {
            $0.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " ")
        }
    }

    private static func baseLanguage(_ language: String?) -> String {
        language.map { $0.split(separator: "-").first.map(String.init) ?? $0 } ?? "tr"
    }

    /// The shortest root a cut may leave: four letters, five after a one-letter suffix or once a suffix of two
    /// letters or more was cut, so a word is never cut to a stub that unrelated words share by chance
    /// (`paralelik` is cut to `paral`, not `para`, the start of *parça*; `kaydırmayı` keeps `kaydir`). A vowel
    /// cut first (`ozelligi` → `ozellik`) leaves the word as its dictionary form, cut from there as that form is.
    static func minimumRoot(afterSuffixOf length: Int, longCutBefore: Bool) -> Int {
        length == 1 || longCutBefore ? 5 : 4
    }

    /// A suffix table with each suffix's length in characters, counted once: `stem` runs for every word of
    /// every page's search entries, and counting each suffix (and the word) again for every candidate was a
    /// fifth of a whole `build` of 200 lessons.
    struct Table: Sendable {
        let suffixes: [(text: String, length: Int, vowelFirst: Bool)]
        let alternations: [Character: Character]

        init(_ suffixes: [String], alternations: [Character: Character] = [:]) {
            self.suffixes = suffixes.map { ($0, $0.count, $0.first.map { "aeiou".contains($0) } ?? false) }
            self.alternations = alternations
        }
    }

    /// The counted table of a language (as `suffixes(for:)` names it), made once per language.
    static func table(for language: String?) -> Table? {
        switch baseLanguage(language) {
        case "tr": return turkishTable
        case "az": return azerbaijaniTable
        default: return nil
        }
    }

    private static let turkishTable = Table(turkishLongestFirst, alternations: alternations(for: "tr") ?? [:])
    private static let azerbaijaniTable = Table(azerbaijaniLongestFirst, alternations: alternations(for: "az") ?? [:])

    /// The root of a folded word: its inflectional suffixes cut off. Words with digits are names, not inflected.
    public static func stem(_ word: String, suffixes: [String], alternations: [Character: Character] = [:]) -> String {
        stem(word, table: Table(suffixes, alternations: alternations))
    }

    /// After a cut of a suffix that begins with a vowel, a voiced final consonant is given back its root's
    /// form (`sozlug|e` → `sozluk`), and the cutting goes on from there, as from the word's own root.
    static func stem(_ word: String, table: Table) -> String {
        guard !word.contains(where: \.isNumber) else { return word }
        var current = word
        var length = current.count
        var longCut = false
        for _ in 0..<4 {
            guard
                let suffix = table.suffixes.first(where: { suffix in
                    length - suffix.length >= minimumRoot(afterSuffixOf: suffix.length, longCutBefore: longCut)
                        && current.hasSuffix(suffix.text)
                })
            else { break }
            current.removeLast(suffix.length)
            length -= suffix.length
            longCut = longCut || suffix.length > 1
            if suffix.vowelFirst, let last = current.last, let root = table.alternations[last] {
                current.removeLast()
                current.append(root)
            }
        }
        return current
    }
}

/// The words search knows a text by. In Turkish and Azerbaijani a suffix written after an apostrophe
/// (`UIKit'in`, `viewDidLoad'da`) or, in Azerbaijani, after a hyphen (`viewWillAppear-da`) belongs to the word
/// before it: the word is kept whole as its root, never split into a second word `da`. Other languages are
/// split as `TextFolding.words` splits them.
public enum SearchWords {
    static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{02BC}", "`"]

    public static func words(_ text: String, language: String?) -> [String] {
        guard TextFolding.usesLetterTable(language) else { return TextFolding.words(text, language: language) }
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        var index = 0
        func finish() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            if let folded = TextFolding.fold(character) {
                current += folded
                index += 1
                continue
            }
            let (end, ending) = foldedRun(characters, from: index + 1)
            if !current.isEmpty, !ending.isEmpty,
                apostrophes.contains(character) || (character == "-" && SuffixStemmer.hyphenEndings.contains(ending))
            {
                index = end  // the suffix is part of this word: skipped, the word goes on to its end
                finish()
                continue
            }
            finish()
            index += 1
        }
        finish()
        return words
    }

    /// The letters from `start` up to the next word boundary, folded, and where they end.
    private static func foldedRun(_ characters: [Character], from start: Int) -> (end: Int, folded: String) {
        var end = start
        var folded = ""
        while end < characters.count, let letter = TextFolding.fold(characters[end]) {
            folded += letter
            end += 1
        }
        return (end, folded)
    }
}
