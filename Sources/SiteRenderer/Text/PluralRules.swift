import Foundation

/// The CLDR plural categories: a language picks one of them for a count, and an interface text with a count
/// has one form per category its language uses (`other` always).
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Which category a whole count takes in a language, by the CLDR rules for integers (the site only counts
/// things: lessons, lines, results). A language not listed here takes `one` for 1 and `other` otherwise;
/// a form its texts do not give falls back to `other`.
public enum PluralRules {
    public static func category(of count: Int, language: String) -> PluralCategory {
        let n = abs(count)
        let base = language.split(separator: "-").first.map { $0.lowercased() } ?? language.lowercased()
        switch base {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "my", "km", "yue":
            return .other
        case "fr", "pt":
            // French and (Brazilian) Portuguese: 0 and 1 are singular; a round million takes "de" ("1000000 de").
            if n <= 1 { return .one }
            return isRoundMillion(n) ? .many : .other
        case "es", "it", "ca":
            if n == 1 { return .one }
            return isRoundMillion(n) ? .many : .other
        case "ru", "uk", "be":
            return eastSlavic(n)
        case "pl":
            if n == 1 { return .one }
            return hasFewEnding(n) ? .few : .many
        case "cs", "sk":
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        case "ar":
            return arabic(n)
        case "he":
            if n == 1 { return .one }
            return n == 2 ? .two : .other
        default:
            // English, German, Turkish, Azerbaijani and most others: one for 1 (Turkish and Azerbaijani give
            // both categories the same singular form, as their nouns stay singular after a numeral).
            return n == 1 ? .one : .other
        }
    }

    private static func isRoundMillion(_ n: Int) -> Bool { n != 0 && n % 1_000_000 == 0 }

    /// 2–4, 22–24, … but not 12–14.
    private static func hasFewEnding(_ n: Int) -> Bool { (2...4).contains(n % 10) && !(12...14).contains(n % 100) }

    private static func eastSlavic(_ n: Int) -> PluralCategory {
        if n % 10 == 1 && n % 100 != 11 { return .one }
        return hasFewEnding(n) ? .few : .many
    }

    private static func arabic(_ n: Int) -> PluralCategory {
        switch n {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
            if (3...10).contains(n % 100) { return .few }
            return (11...99).contains(n % 100) ? .many : .other
        }
    }
}

/// An interface text: one form, or one per plural category for a text that holds a count (`{n}`).
public struct PluralText: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral {
    public var forms: [PluralCategory: String]

    public init(_ text: String) { forms = [.other: text] }
    public init(forms: [PluralCategory: String]) { self.forms = forms }
    public init(stringLiteral value: String) { self.init(value) }
    public init(dictionaryLiteral elements: (PluralCategory, String)...) {
        self.init(forms: Dictionary(uniqueKeysWithValues: elements))
    }

    /// The text without a count (the only form of a plain text).
    public var other: String { forms[.other] ?? "" }

    /// The form for `count` in `language`, its `{n}` replaced by the count.
    public func counting(_ count: Int, language: String) -> String {
        let form = forms[PluralRules.category(of: count, language: language)] ?? other
        return form.replacingOccurrences(of: "{n}", with: String(count))
    }
}

/// A plural text's forms as the page's script reads them: a JSON object by category name, in CLDR order.
enum PluralForms {
    static func json(_ text: PluralText) -> String {
        let members = text.forms.sorted { $0.key < $1.key }.map { "\"\($0.key.rawValue)\":\(quoted($0.value))" }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
