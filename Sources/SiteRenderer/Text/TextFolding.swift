import Foundation

/// Folding of Turkish and Azerbaijani text to plain lowercase ASCII letters, for heading anchors and search:
/// "Gezinme Yığıtı" → "gezinme yigiti", "ŞƏKİL" → "sekil", "ISIK" → "isik".
///
/// Letters are mapped one scalar at a time *before* any case conversion, because Swift's `lowercased()`
/// turns "İ" into "i" plus a combining dot, and both dotted and dotless i must meet in one letter.
public enum TextFolding {
    /// Every letter of the Turkish and Azerbaijani alphabets that is not plain ASCII, and a few neighbours
    /// seen in loanwords. The search script is generated from this same table.
    public static let letters: [Character: String] = [
        "ç": "c", "Ç": "c", "ğ": "g", "Ğ": "g", "ı": "i", "İ": "i", "I": "i", "ö": "o", "Ö": "o",
        "ş": "s", "Ş": "s", "ü": "u", "Ü": "u", "ə": "e", "Ə": "e", "â": "a", "Â": "a", "î": "i",
        "Î": "i", "û": "u", "Û": "u", "é": "e", "É": "e", "è": "e", "ê": "e", "á": "a", "à": "a",
        "ä": "a", "Ä": "a", "ñ": "n",
    ]

    /// The folded form of one character, or nil when it is not a letter or digit (a word boundary).
    public static func fold(_ character: Character) -> String? {
        // An ASCII character (one byte: "\r\n" is two) is read from a table `foldedSlowly` filled: search
        // folds every character of every page, and hashing each into `letters` first was a tenth of a `build`.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 128 { return asciiFolds[Int(byte)] }
        return foldedSlowly(character)
    }

    /// `fold` of every one-byte ASCII character, by its code.
    private static let asciiFolds: [String?] = (0..<128).map { foldedSlowly(Character(Unicode.Scalar(UInt8($0)))) }

    private static func foldedSlowly(_ character: Character) -> String? {
        if let mapped = letters[character] { return mapped }
        if character.isASCII {
            if character.isLetter { return character.lowercased() }
            if character.isNumber { return String(character) }
            return nil
        }
        // Other letters: drop combining marks when the base is ASCII ("ã" → "a"), keep the rest lowercased.
        if character.isLetter || character.isNumber {
            let base = character.unicodeScalars.first!
            if base.isASCII { return String(Character(base)).lowercased() }
            return String(character).lowercased()
        }
        return nil
    }

    /// Whether a language's text is folded with the letter table (Turkish and Azerbaijani, whose dotted and
    /// dotless i must meet); any other language is folded by Unicode case and diacritics (`foldUnicode`).
    public static func usesLetterTable(_ language: String?) -> Bool {
        guard let language else { return true }
        let base = language.split(separator: "-").first.map(String.init) ?? language
        return base == "tr" || base == "az"
    }

    /// One character without case or diacritics: decomposed, its combining marks dropped, then upper- and
    /// lowercased, which folds case fully ("é" → "e", "Ä" → "a", "ß" → "ss", "Σ" → "σ"); nil at a word boundary.
    public static func foldUnicode(_ character: Character) -> String? {
        if character.isASCII {
            if character.isLetter { return character.lowercased() }
            if character.isNumber { return String(character) }
            return nil
        }
        guard character.isLetter || character.isNumber else {
            return character.unicodeScalars.allSatisfy(isMark) ? "" : nil
        }
        var base = String.UnicodeScalarView()
        for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
            base.append(scalar)
        }
        return String(base).uppercased().lowercased()
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The words of a text, folded: letters and digits joined, everything else (spaces, punctuation,
    /// apostrophes) separates. "UIKit'te gezinmede" → ["uikit", "te", "gezinmede"]. `language` chooses the
    /// folding (nil: the letter table).
    public static func words(_ text: String, language: String? = nil) -> [String] {
        let table = usesLetterTable(language)
        var words: [String] = []
        var current = ""
        for character in text {
            if let folded = table ? fold(character) : foldUnicode(character) {
                current += folded
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// Heading anchors. In Turkish and Azerbaijani they are plain ASCII that folds the letters both alphabets
/// add: "Gezinme Yığıtı ve Yolu" → `gezinme-yigiti-ve-yolu`. In any other language they are the heading's
/// words lowercased without diacritics, keeping letters that have no ASCII form, as GitHub and mdBook do:
/// "Straße und Café" → `strasse-und-cafe`, "Привет, мир" → `привет-мир`, "型と値" → `型と値`. A `Slugger`
/// keeps the anchors of one page unique.
public struct Slugger {
    private var taken: Set<String> = []
    /// The page's language (BCP 47); nil reads as Turkish, the course's first language.
    public var language: String?

    public init(language: String? = nil) {
        self.language = language
    }

    public static func slug(_ text: String, language: String? = nil) -> String {
        let asciiOnly = TextFolding.usesLetterTable(language)
        let words = TextFolding.words(text, language: language).map { word in
            asciiOnly ? String(word.unicodeScalars.filter { $0.isASCII }.map(Character.init)) : word
        }.filter { !$0.isEmpty }
        return words.isEmpty ? (asciiOnly ? "bolum" : "section") : words.joined(separator: "-")
    }

    /// A slug not yet used on this page: the second "Özet" becomes `ozet-2`.
    public mutating func unique(_ text: String) -> String {
        let base = Slugger.slug(text, language: language)
        var candidate = base
        var number = 1
        while taken.contains(candidate) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        taken.insert(candidate)
        return candidate
    }

    /// Marks an id as taken (ids the page uses for its own parts, such as `lb_main`).
    public mutating func reserve(_ id: String) {
        taken.insert(id)
    }
}
