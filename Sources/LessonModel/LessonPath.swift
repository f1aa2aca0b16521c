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

        public var description: String {
            switch self {
            case .notMarkdown(let key):
                return "\(key) is not a Markdown lesson (expected <lang>/<NN>-<slug>.md)"
            case .notInLanguageFolder(let key):
                return "\(key) is not inside a language folder (expected <lang>/<NN>-<slug>.md)"
            case .unknownLanguage(let key, let language):
                return "\(key): unknown language folder '\(language)' (expected one of \(LessonPath.languages.joined(separator: ", ")))"
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
        self.key = key
        self.language = language
        self.order = order
        self.slug = String(name.dropFirst(digits.count + 1))
    }

    /// The page name of the lesson in the site: `01-yasam-dongusu`.
    public var baseName: String { String(key.split(separator: "/").last!.dropLast(3)) }

    public var description: String { key }

    public static func < (lhs: LessonPath, rhs: LessonPath) -> Bool {
        (lhs.language, lhs.order, lhs.key) < (rhs.language, rhs.order, rhs.key)
    }
}
