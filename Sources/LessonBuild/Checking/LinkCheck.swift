import Foundation
import LessonMarkdown
import LessonModel
import SiteRenderer

/// Checks every link and image of a course that stays on the site, against the site the build will write,
/// before it is built: a link must name a page the site has (a lesson, a contents, kernels or search page,
/// the home page), a `#fragment` an id that page really has (the same folded ids the site gives its
/// headings, blocks and kernels), and a file (an image, a download) must exist inside the lessons folder.
/// As Docusaurus does by default, a broken link is an error at its line. Links with a scheme (`https:`,
/// `mailto:`) or to another host (`//host/x`) are left alone.
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

    /// What a course's links may lead to: the pages the build writes (its lessons' — and, for a command that
    /// checks a few, the others', read from disk only when a link names one —, each language's contents,
    /// kernels and search pages, the home page), the ids each of those pages has, and the files inside the
    /// lessons folder. A link is read the way its page will carry it (`LinkPolicy`): `x.md` is the page
    /// `x.html`, a folder its `index.html`, `/tr/x.md` the site root's. Remembers what it looked up, for one check.
    final class LinkedSite {
        let course: Course
        let memo: LinkMemo?
        /// Lesson pages by their path in the site (`tr/02-x/01-y.html`).
        let lessonPages: [String: Lesson]
        let languages: [String]
        let fixedPages: Set<String>
        let lessonsFolder: String
        let realLessons: String
        private var anchors: [String: Set<String>?] = [:]

        init(_ course: Course, memo: LinkMemo?) {
            self.course = course
            self.memo = memo
            lessonPages = Dictionary(
                course.lessons.compactMap { lesson in lesson.path.map { (SiteRenderer.pagePath(of: $0), lesson) } },
                uniquingKeysWith: { first, _ in first })
            languages = course.languages.map(\.code)
            fixedPages = SiteRenderer.fixedPages(languages: languages)
            lessonsFolder = URL(fileURLWithPath: course.layout.lessonsDirectory).standardizedFileURL.path
            realLessons = RealPath.resolve(course.layout.lessonsDirectory)
        }

        func verdict(_ link: Link, from document: Lesson, folder: [String]) -> Verdict {
            let target = link.target
            guard !target.path.isEmpty else {
                return fragment(target.fragment, of: page(showing: document), named: nil)
            }
            guard let resolved = LinkCheck.resolve(target.path, from: target.isRootRelative ? [] : folder) else {
                return .broken(.brokenLink, "the \(link.kind) '\(link.destination)' leads outside the lessons folder")
            }
            let page: String
            if resolved.isEmpty || resolved.hasSuffix("/") {
                page = resolved + "index.html"
            } else if resolved.hasSuffix(".md") {
                page = String(resolved.dropLast(3)) + ".html"
            } else if resolved.hasSuffix(".html") || resolved.hasSuffix(".xml") {
                page = resolved
            } else {
                return fileLink(link, resolved: resolved)
            }
            guard anchors(ofPage: page) != nil else { return missingPage(link, page: page, resolved: resolved) }
            return fragment(target.fragment, of: page, named: link.destination)
        }

        /// The page a document's own `#fragment` links land on: a landing text is shown on its contents page.
        private func page(showing document: Lesson) -> String {
            if let path = document.path { return SiteRenderer.pagePath(of: path) }
            return (document.key.split(separator: "/").first.map(String.init) ?? "") + "/index.html"
        }

        /// Why a link names no page the site has, and what to link instead.
        private func missingPage(_ link: Link, page: String, resolved: String) -> Verdict {
            let parts = page.split(separator: "/").map(String.init)
            if parts.count == 3, parts[2] == "index.html", languages.contains(parts[0]) {
                let chapter = parts[1]
                let first = lessonPages.keys.filter { $0.hasPrefix("\(parts[0])/\(chapter)/") }.min()
                let instead =
                    first.map {
                        "its first lesson (\(course.layout.displayPath(forKey: String($0.dropLast(5)) + ".md"))) or "
                    } ?? ""
                return .broken(
                    .brokenLink,
                    "the link to '\(link.destination)' names the chapter folder \(parts[0])/\(chapter), and the site has no page for a chapter: link to \(instead)its heading on the contents page (\(parts[0])/index.md#…)"
                )
            }
            if resolved.hasSuffix(".md") {
                return .broken(
                    .brokenLink,
                    "the link to '\(link.destination)' names no lesson: \(course.layout.displayPath(forKey: resolved)) does not exist"
                )
            }
            return .broken(.brokenLink, "the link to '\(link.destination)' names no page of the site")
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

        /// Whether `fragment` (if any) is an id of `page`; `destination` nil for a link within the page.
        private func fragment(_ fragment: String?, of page: String, named destination: String?) -> Verdict {
            guard let fragment, !fragment.isEmpty else { return .leadsSomewhere }
            let found = anchors(ofPage: page) ?? []
            guard !found.contains(fragment) else { return .leadsSomewhere }
            let hint = LinkCheck.suggestion(fragment, found)
            guard let destination else {
                return .broken(.brokenAnchor, "the link to '#\(fragment)' points at no heading of this page\(hint)")
            }
            return .broken(.brokenAnchor, "the link to '\(destination)' names no heading of \(page)\(hint)")
        }

        /// The ids of a page the site will have, or nil when the site has no such page.
        private func anchors(ofPage page: String) -> Set<String>? {
            if let known = anchors[page] { return known }
            let found = findAnchors(ofPage: page)
            anchors[page] = found
            return found
        }

        private func findAnchors(ofPage page: String) -> Set<String>? {
            if let lesson = lessonPages[page] ?? unselectedLesson(page: page) {
                return memo?.anchors(of: lesson) ?? SiteRenderer.anchors(of: lesson)
            }
            guard fixedPages.contains(page) else { return nil }
            let parts = page.split(separator: "/").map(String.init)
            guard parts.count == 2 else { return SiteRenderer.ownPartIDs }
            switch parts[1] {
            case "index.html":
                return SiteRenderer.contentsAnchors(
                    language: parts[0], lessons: course.lessons.filter { $0.path?.language == parts[0] },
                    landings: course.landings, configuration: course.configuration)
            case "kernels.html":
                return SiteRenderer.kernelsAnchors(kernels: course.kernels(forLanguage: parts[0]).keys)
            default:
                return SiteRenderer.ownPartIDs
            }
        }

        /// A lesson this command does not check, by its page, read from disk once (nil: there is none).
        private func unselectedLesson(page: String) -> Lesson? {
            guard page.hasSuffix(".html") else { return nil }
            let key = String(page.dropLast(5)) + ".md"
            guard let path = try? LessonPath(key: key), SiteRenderer.pagePath(of: path) == page else { return nil }
            let file = lessonsFolder + "/" + key
            guard let real = RealPath.realPath(file), RealPath.isInside(real, realLessons),
                let bytes = RawFile.contents(atPath: file), String(validating: bytes, as: UTF8.self) != nil
            else { return nil }
            return LessonParser.parse(
                SourceText(bytes: bytes), key: key, displayPath: course.layout.displayPath(forKey: key),
                kernelNames: Set(course.kernels(forLanguage: path.language).keys))
        }
    }

    /// A destination within the site, read as a browser reads it (`URLPolicy.browserForm`): its path
    /// (percent-decoded), whether it starts at the site root, and its fragment. Nil for a link elsewhere.
    struct Target {
        var path: String
        var fragment: String?
        var isRootRelative: Bool

        init?(_ destination: String) {
            let form = URLPolicy.browserForm(destination)
            // A scheme, or a network-path reference (`//host/x`): another site.
            if URLPolicy.scheme(of: form) != nil || form.hasPrefix("//") { return nil }
            var rest = Substring(form)
            isRootRelative = rest.hasPrefix("/")
            if isRootRelative { rest = rest.dropFirst() }
            var fragment: String?
            if let hash = rest.firstIndex(of: "#") {
                let raw = String(rest[rest.index(after: hash)...])
                fragment = raw.removingPercentEncoding ?? raw
                rest = rest[..<hash]
            }
            if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
            path = String(rest).removingPercentEncoding ?? String(rest)
            // `/` alone is the site root: a folder.
            if isRootRelative, path.isEmpty { path = "./" }
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
        let headings = anchors.filter { !$0.hasPrefix("lb_") }.sorted()
        guard !headings.isEmpty else { return "" }
        let shown = headings.prefix(12).joined(separator: ", ")
        return " (its headings: \(shown)\(headings.count > 12 ? ", …" : ""))"
    }
}
