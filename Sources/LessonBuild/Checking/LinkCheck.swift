import Foundation
import LessonMarkdown
import LessonModel
import SiteRenderer

/// Checks every relative link and image of a course before the site is built: a link to another lesson
/// must name an existing lesson, a `#fragment` a heading (or block) that page really has (the same folded
/// ids the site gives them), and a file (an image, a download) must exist inside the lessons folder. As
/// Docusaurus does by default, a broken link is an error at its line. Links with a scheme (`https:`,
/// `mailto:`) and site-absolute paths are left alone.
enum LinkCheck {
    struct Result {
        var diagnostics: [Diagnostic] = []
        /// Files the lessons link to, relative to the lessons folder: the site copies them.
        var assets: Set<String> = []
    }

    /// - Parameter memo: links and anchors found in the preview's earlier rebuilds, by lesson file.
    static func check(_ course: Course, memo: LinkMemo? = nil) -> Result {
        var result = Result()
        let site = LinkedSite(course, memo: memo)
        let documents = course.lessons + course.landings.values.sorted { $0.key < $1.key }
        memo?.keep(Set(documents.map(\.key)))
        for lesson in documents {
            let folder = lesson.key.split(separator: "/").dropLast().map(String.init)
            for (destination, line, isImage) in memo?.links(of: lesson) ?? links(in: lesson.document) {
                guard let target = Target(destination) else { continue }
                let link = Link(destination: destination, target: target, isImage: isImage)
                switch site.verdict(link, from: lesson, folder: folder) {
                case .leadsSomewhere: break
                case .file(let path): result.assets.insert(path)
                case .broken(let id, let message):
                    result.diagnostics.append(Diagnostic(.error, id, at: lesson.location(line), message))
                }
            }
        }
        return result
    }

    /// One relative link or image as written, and what it names.
    struct Link {
        var destination: String
        var target: Target
        var isImage: Bool
        var kind: String { isImage ? "image" : "link" }
    }

    enum Verdict: Equatable {
        /// A page, a heading, or a link left alone.
        case leadsSomewhere
        /// A file next to the lessons (by its path in the lessons folder), which the site copies.
        case file(String)
        case broken(DiagnosticID, String)
    }

    /// What a course's links may lead to: its lessons (and, for a command that checks a few, the others,
    /// read from disk only when a link names one), their headings, the site's fixed pages and the files
    /// inside the lessons folder. Remembers what it looked up, for one check.
    final class LinkedSite {
        let course: Course
        let memo: LinkMemo?
        let lessonsByKey: [String: Lesson]
        let landingKeys: Set<String>
        let pages: Set<String>
        let lessonsFolder: String
        let realLessons: String
        private var anchors: [String: Set<String>] = [:]
        private var unselected: [String: Lesson?] = [:]

        init(_ course: Course, memo: LinkMemo?) {
            self.course = course
            self.memo = memo
            lessonsByKey = Dictionary(course.lessons.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            landingKeys = Set(course.landings.keys.map { $0 + "/index.md" })
            var pages = Set(course.lessons.compactMap { $0.path.map(SiteRenderer.pagePath) })
            pages.formUnion(SiteRenderer.fixedPages(languages: course.languages.map(\.code)))
            for key in course.landings.keys where key.contains("/") { pages.insert(key + "/index.html") }
            self.pages = pages
            lessonsFolder = URL(fileURLWithPath: course.layout.lessonsDirectory).standardizedFileURL.path
            realLessons = RealPath.resolve(course.layout.lessonsDirectory)
        }

        func verdict(_ link: Link, from lesson: Lesson, folder: [String]) -> Verdict {
            let target = link.target
            guard !target.path.isEmpty else { return heading(target.fragment, of: lesson, named: nil) }
            guard let resolved = LinkCheck.resolve(target.path, from: folder) else {
                return .broken(.brokenLink, "the \(link.kind) '\(link.destination)' leads outside the lessons folder")
            }
            if resolved.hasSuffix(".md") { return lessonLink(link, resolved: resolved) }
            let page = resolved.hasSuffix("/") || resolved.isEmpty ? resolved + "index.html" : resolved
            if page.hasSuffix(".html") || page.hasSuffix(".xml") { return pageLink(link, page: page) }
            return fileLink(link, resolved: resolved)
        }

        /// A link to a lesson's Markdown file (as the site links its page).
        private func lessonLink(_ link: Link, resolved: String) -> Verdict {
            if let other = lesson(named: resolved) {
                return heading(link.target.fragment, of: other, named: link.destination)
            }
            guard landingKeys.contains(resolved) else {
                return .broken(
                    .brokenLink,
                    "the link to '\(link.destination)' names no lesson: \(course.layout.displayPath(forKey: resolved)) does not exist"
                )
            }
            return .leadsSomewhere
        }

        /// A link to a page of the site by its own path (`01-x.html`, `../index.html`, `sitemap.xml`).
        private func pageLink(_ link: Link, page: String) -> Verdict {
            let lessonKey = page.hasSuffix(".html") ? String(page.dropLast(5)) + ".md" : nil
            if !pages.contains(page) {
                guard let lessonKey, let other = lesson(named: lessonKey) else {
                    return .broken(.brokenLink, "the link to '\(link.destination)' names no page of the site")
                }
                return heading(link.target.fragment, of: other, named: link.destination)
            }
            guard let lessonKey, link.target.fragment?.isEmpty == false, let other = lesson(named: lessonKey) else {
                return .leadsSomewhere
            }
            return heading(link.target.fragment, of: other, named: link.destination)
        }

        /// A file next to the lessons: it must exist, inside the lessons folder.
        private func fileLink(_ link: Link, resolved: String) -> Verdict {
            let file = lessonsFolder + "/" + resolved
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue,
                let real = RealPath.realPath(file), RealPath.isInside(real, realLessons)
            else {
                return .broken(
                    .brokenLink,
                    "the \(link.kind) '\(link.destination)' names a file that does not exist: \(course.layout.displayPath(forKey: resolved))"
                )
            }
            return .file(resolved)
        }

        /// Whether `fragment` (if any) is a heading of `lesson`; `destination` nil for a link within the page.
        private func heading(_ fragment: String?, of lesson: Lesson, named destination: String?) -> Verdict {
            guard let fragment, !fragment.isEmpty else { return .leadsSomewhere }
            let found = anchors(of: lesson)
            guard !found.contains(fragment) else { return .leadsSomewhere }
            let hint = LinkCheck.suggestion(fragment, found)
            guard let destination else {
                return .broken(.brokenAnchor, "the link to '#\(fragment)' points at no heading of this page\(hint)")
            }
            return .broken(
                .brokenAnchor, "the link to '\(destination)' names no heading of \(lesson.displayPath)\(hint)")
        }

        private func anchors(of lesson: Lesson) -> Set<String> {
            if let known = anchors[lesson.key] { return known }
            let found = memo?.anchors(of: lesson) ?? SiteRenderer.anchors(of: lesson)
            anchors[lesson.key] = found
            return found
        }

        /// A lesson by its key: the course's, or one this command does not check, read from disk once.
        private func lesson(named key: String) -> Lesson? {
            if let known = lessonsByKey[key] { return known }
            if let read = unselected[key] { return read }
            let path = lessonsFolder + "/" + key
            var read: Lesson?
            if let real = RealPath.realPath(path), RealPath.isInside(real, realLessons),
                let bytes = RawFile.contents(atPath: path),
                String(validating: bytes, as: UTF8.self) != nil
            {
                read = LessonParser.parse(
                    SourceText(bytes: bytes), key: key, displayPath: course.layout.displayPath(forKey: key),
                    kernelNames: Set(course.kernels(forLanguage: key.split(separator: "/").first.map(String.init)).keys)
                )
            }
            unselected[key] = read
            return read
        }
    }

    /// A relative destination: its path (percent-decoded) and fragment. Nil for what is not checked here.
    struct Target {
        var path: String
        var fragment: String?

        init?(_ destination: String) {
            let trimmed = destination.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("/") { return nil }
            if let colon = trimmed.firstIndex(of: ":"),
                trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                trimmed.first?.isLetter == true
            {
                return nil  // a scheme: external
            }
            var rest = Substring(trimmed)
            var fragment: String?
            if let hash = rest.firstIndex(of: "#") {
                fragment =
                    String(rest[rest.index(after: hash)...]).removingPercentEncoding
                    ?? String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
            path = String(rest).removingPercentEncoding ?? String(rest)
            self.fragment = fragment
        }
    }

    /// `../02-x.md` from `tr/chapter` → `tr/02-x.md`; nil when it climbs out of the lessons folder.
    static func resolve(_ path: String, from folder: [String]) -> String? {
        var parts = folder
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, component) in components.enumerated() {
            switch component {
            case "", ".":
                if index == components.count - 1, component.isEmpty { parts.append("") }
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default:
                parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Every link and image of a document with its line: the tree is walked without recursion.
    static func links(in document: MarkdownNode) -> [(destination: String, line: Int, isImage: Bool)] {
        var found: [(String, Int, Bool)] = []
        var stack = [document]
        var lastLine = 1
        while let node = stack.popLast() {
            if node.range.startLine > 0 { lastLine = node.range.startLine }
            switch node.kind {
            case .link(let destination, _): found.append((destination, lastLine, false))
            case .image(let source, _): found.append((source, lastLine, true))
            default: break
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    private static func suggestion(_ fragment: String, _ anchors: Set<String>) -> String {
        let reserved = Set(SiteRenderer.reservedPageIDs)
        let headings = anchors.filter { !$0.hasPrefix("blok-") && !reserved.contains($0) }.sorted()
        guard !headings.isEmpty else { return "" }
        let shown = headings.prefix(12).joined(separator: ", ")
        return " (its headings: \(shown)\(headings.count > 12 ? ", …" : ""))"
    }
}
