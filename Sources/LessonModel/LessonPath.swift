/// The file-name convention `<lang>/<NN>-<slug>.md`, or `<lang>/<NN>-<chapter>/<NN>-<slug>.md` for a lesson
/// in a chapter folder (one level deep), relative to the lessons folder. `<lang>` is a BCP 47 tag.
public struct LessonPath: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path relative to the lessons folder, e.g. `tr/01-yasam-dongusu.md`. It is the lesson's key.
    public let key: String
    public let language: String
    /// The chapter folder the lesson is in, if any.
    public let chapter: Chapter?
    public let order: Int
    public let slug: String

    /// A chapter folder: `02-navigasyon` (order 2, slug `navigasyon`).
    public struct Chapter: Equatable, Hashable, Comparable, Sendable {
        public let folder: String
        public let order: Int
        public let slug: String

        public static func < (lhs: Chapter, rhs: Chapter) -> Bool { (lhs.order, lhs.folder) < (rhs.order, rhs.folder) }
    }

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
                return
                    "\(key) is not inside a language folder (expected <lang>/<NN>-<slug>.md or <lang>/<NN>-<chapter>/<NN>-<slug>.md)"
            case .unknownLanguage(let key, let language):
                guard LanguageTag.isValid(language) else {
                    return
                        "\(key): '\(language)' is not a language tag (a lessons folder is named like tr, az, en or pt-BR)"
                }
                // A tag in another case is the same language, but the folder becomes the site's addresses.
                return
                    "\(key): a lessons folder is named by its language tag in its canonical case: rename '\(language)' to '\(LanguageTag.canonical(language))'"
            case .unsafeName(let key):
                return
                    "\(key): after its number a lesson's name may only use lowercase letters, digits and single dashes (e.g. \(LessonPath.suggestedName(for: key))): the name becomes a page address and a Swift name, where spaces, `#`, `?`, `_` or capitals would break links or make two lessons collide"
            case .missingOrder(let key):
                return
                    "\(key): the file name must start with a number and a dash, e.g. \(LessonPath.suggestedName(for: key))"
            }
        }
    }

    public init(key: String) throws(Problem) {
        guard key.hasSuffix(".md") else { throw .notMarkdown(key) }
        let parts = key.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 2 || parts.count == 3 else { throw .notInLanguageFolder(key) }
        let language = String(parts[0])
        guard LanguageTag.isValid(language), LanguageTag.canonical(language) == language else {
            throw .unknownLanguage(key, language)
        }
        if parts.count == 3 {
            guard let (order, slug) = LessonPath.numbered(parts[1]) else { throw .missingOrder(key) }
            chapter = Chapter(folder: String(parts[1]), order: order, slug: slug)
        } else {
            chapter = nil
        }
        guard let (order, slug) = LessonPath.numbered(parts[parts.count - 1].dropLast(3)) else {
            throw .missingOrder(key)
        }
        // One spelling per page name: nothing a URL or a Swift identifier would have to escape or fold.
        for name in [slug, chapter?.slug].compactMap({ $0 }) {
            guard !name.isEmpty, !name.hasPrefix("-"), !name.hasSuffix("-"), !name.contains("--"),
                name.unicodeScalars.allSatisfy({ LessonPath.isNameScalar($0) })
            else {
                throw .unsafeName(key)
            }
        }
        self.key = key
        self.language = language
        self.order = order
        self.slug = slug
    }

    /// A name the convention takes, made from a refused file's or folder's last name: lowercase, every run of
    /// other characters one dash, its leading number kept or `01` put before it (`04_under.md` →
    /// `04-under.md`, `My Lesson.md` → `01-my-lesson.md`).
    static func suggestedName(for key: String) -> String {
        var name = Substring(key.split(separator: "/").last ?? "")
        let isMarkdown = name.hasSuffix(".md")
        if isMarkdown { name = name.dropLast(3) }
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            if isNameScalar(scalar), scalar != "-" {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let digits = slug.prefix { $0.isASCII && $0.isNumber }
        var rest = slug.dropFirst(digits.count).drop { $0 == "-" }
        if rest.isEmpty { rest = "lesson" }
        return (digits.isEmpty ? "01" : String(digits)) + "-" + rest + (isMarkdown ? ".md" : "")
    }

    /// `02-navigasyon` → (2, "navigasyon"); nil without a number and a dash.
    static func numbered(_ name: Substring) -> (Int, String)? {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let order = Int(digits), name.dropFirst(digits.count).first == "-" else { return nil }
        return (order, String(name.dropFirst(digits.count + 1)))
    }

    /// Lowercase letters of any alphabet (`ə`, `ş`), ASCII digits and the dash: nothing a URL must escape
    /// (`#`, `?`, `%`, spaces) and no two spellings of one name (`_` for a space, capitals).
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" }
        let properties = scalar.properties
        return (properties.isAlphabetic && !properties.isUppercase) || properties.generalCategory == .nonspacingMark
    }

    /// The page of the lesson inside its language folder, without `.html`: `01-yasam-dongusu`, or
    /// `02-navigasyon/01-push` for a lesson in a chapter.
    public var baseName: String { String(key.split(separator: "/").dropFirst().joined(separator: "/").dropLast(3)) }

    /// The file name alone: `01-push` for `tr/02-navigasyon/01-push.md`.
    public var fileName: String { String(key.split(separator: "/").last!.dropLast(3)) }

    public var description: String { key }

    /// Course order: language, then the number at the top of the language folder, whether it is a lesson's
    /// (`03-last.md`) or a chapter's (`02-navigasyon/`), so that lessons beside chapter folders stand where
    /// their numbers put them; a lesson before a chapter of the same number; then the number inside the chapter.
    public var courseOrder: CourseOrder {
        CourseOrder(
            language: language, top: chapter?.order ?? order, isChapter: chapter != nil,
            topName: chapter?.folder ?? fileName, inner: chapter == nil ? -1 : order, key: key)
    }

    /// The sort key of `courseOrder`, computed once per lesson.
    public struct CourseOrder: Comparable, Sendable {
        var language: String
        var top: Int
        var isChapter: Bool
        var topName: String
        var inner: Int
        var key: String

        public static func < (lhs: CourseOrder, rhs: CourseOrder) -> Bool {
            if lhs.language != rhs.language { return lhs.language < rhs.language }
            if lhs.top != rhs.top { return lhs.top < rhs.top }
            if lhs.isChapter != rhs.isChapter { return !lhs.isChapter }
            return (lhs.topName, lhs.inner, lhs.key) < (rhs.topName, rhs.inner, rhs.key)
        }
    }

    public static func < (lhs: LessonPath, rhs: LessonPath) -> Bool { lhs.courseOrder < rhs.courseOrder }
}
