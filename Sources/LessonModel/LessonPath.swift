/// The file-name convention `<lang>/<NN>-<slug>.md`, relative to the lessons folder.
public struct LessonPath: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path relative to the lessons folder, e.g. `tr/01-yasam-dongusu.md`. It is the lesson's key.
    public let key: String
    public let language: String
    public let order: Int
    public let slug: String

    public static let languages = ["tr", "az"]

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case notMarkdown(String)
        case notInLanguageFolder(String)
        case unknownLanguage(String, String)
        case missingOrder(String)
        case unsafeName(String)

        public var description: String {
            switch self {
            case .notMarkdown(let key):
                return "\(key) is not a Markdown lesson (expected <lang>/<NN>-<slug>.md)"
            case .notInLanguageFolder(let key):
                return "\(key) is not inside a language folder (expected <lang>/<NN>-<slug>.md)"
            case .unknownLanguage(let key, let language):
                return "\(key): unknown language folder '\(language)' (expected one of \(LessonPath.languages.joined(separator: ", ")))"
            case .unsafeName(let key):
                return "\(key): after its number a lesson's name may only use lowercase letters, digits and single dashes (e.g. 01-yasam-dongusu.md): the name becomes a page address and a Swift name, where spaces, `#`, `?`, `_` or capitals would break links or make two lessons collide"
            case .missingOrder(let key):
                return "\(key): the file name must start with a number and a dash, e.g. 01-\(key.split(separator: "/").last ?? "")"
            }
        }
    }

    public init(key: String) throws(Problem) {
        guard key.hasSuffix(".md") else { throw .notMarkdown(key) }
        let parts = key.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 2 else { throw .notInLanguageFolder(key) }
        let language = String(parts[0])
        guard LessonPath.languages.contains(language) else { throw .unknownLanguage(key, language) }
        let name = parts[1].dropLast(3)
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let order = Int(digits), name.dropFirst(digits.count).first == "-" else {
            throw .missingOrder(key)
        }
        let slug = name.dropFirst(digits.count + 1)
        // One spelling per page name: nothing a URL or a Swift identifier would have to escape or fold.
        guard !slug.isEmpty, !slug.hasPrefix("-"), !slug.hasSuffix("-"), !slug.contains("--"),
              slug.unicodeScalars.allSatisfy({ LessonPath.isNameScalar($0) }) else {
            throw .unsafeName(key)
        }
        self.key = key
        self.language = language
        self.order = order
        self.slug = String(name.dropFirst(digits.count + 1))
    }

    /// Lowercase letters of any alphabet (`ə`, `ş`), ASCII digits and the dash: nothing a URL must escape
    /// (`#`, `?`, `%`, spaces) and no two spellings of one name (`_` for a space, capitals).
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" }
        let properties = scalar.properties
        return (properties.isAlphabetic && !properties.isUppercase) || properties.generalCategory == .nonspacingMark
    }

    /// The page name of the lesson in the site: `01-yasam-dongusu`.
    public var baseName: String { String(key.split(separator: "/").last!.dropLast(3)) }

    public var description: String { key }

    public static func < (lhs: LessonPath, rhs: LessonPath) -> Bool {
        (lhs.language, lhs.order, lhs.key) < (rhs.language, rhs.order, rhs.key)
    }
}
