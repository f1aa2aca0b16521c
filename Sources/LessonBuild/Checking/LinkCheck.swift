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
        let lessonsByKey = Dictionary(course.lessons.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let landingKeys = Set(course.landings.keys.map { $0 + "/index.md" })
        var pages = Set(course.lessons.compactMap { $0.path.map(SiteRenderer.pagePath) })
        pages.formUnion(SiteRenderer.fixedPages(languages: course.languages.map(\.code)))
        for key in course.landings.keys where key.contains("/") { pages.insert(key + "/index.html") }
        var anchors: [String: Set<String>] = [:]
        func anchorsOf(_ lesson: Lesson) -> Set<String> {
            if let known = anchors[lesson.key] { return known }
            let found = memo?.anchors(of: lesson) ?? SiteRenderer.anchors(of: lesson)
            anchors[lesson.key] = found
            return found
        }
        let lessonsFolder = URL(fileURLWithPath: course.layout.lessonsDirectory).standardizedFileURL.path
        let realLessons = RealPath.resolve(course.layout.lessonsDirectory)
        // A command may check a few lessons: the others are read from disk only when a link points at them.
        var unselected: [String: Lesson?] = [:]
        func lessonNamed(_ key: String) -> Lesson? {
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

        let documents = course.lessons + course.landings.values.sorted { $0.key < $1.key }
        memo?.keep(Set(documents.map(\.key)))
        for lesson in documents {
            let folder = lesson.key.split(separator: "/").dropLast().map(String.init)
            for (destination, line, isImage) in memo?.links(of: lesson) ?? links(in: lesson.document) {
                let at = lesson.location(line)
                guard let target = Target(destination) else { continue }
                if target.path.isEmpty {
                    // Same page.
                    if let fragment = target.fragment, !fragment.isEmpty, !anchorsOf(lesson).contains(fragment) {
                        result.diagnostics.append(
                            Diagnostic(
                                .error, .brokenAnchor, at: at,
                                "the link to '#\(fragment)' points at no heading of this page\(suggestion(fragment, anchorsOf(lesson)))"
                            ))
                    }
                    continue
                }
                guard let resolved = resolve(target.path, from: folder) else {
                    result.diagnostics.append(
                        Diagnostic(
                            .error, .brokenLink, at: at,
                            "the \(isImage ? "image" : "link") '\(destination)' leads outside the lessons folder"))
                    continue
                }
                if resolved.hasSuffix(".md") {
                    if let other = lessonNamed(resolved) {
                        if let fragment = target.fragment, !fragment.isEmpty, !anchorsOf(other).contains(fragment) {
                            result.diagnostics.append(
                                Diagnostic(
                                    .error, .brokenAnchor, at: at,
                                    "the link to '\(destination)' names no heading of \(other.displayPath)\(suggestion(fragment, anchorsOf(other)))"
                                ))
                        }
                    } else if !landingKeys.contains(resolved) {
                        result.diagnostics.append(
                            Diagnostic(
                                .error, .brokenLink, at: at,
                                "the link to '\(destination)' names no lesson: \(course.layout.displayPath(forKey: resolved)) does not exist"
                            ))
                    }
                    continue
                }
                let page = resolved.hasSuffix("/") || resolved.isEmpty ? resolved + "index.html" : resolved
                if page.hasSuffix(".html") || page.hasSuffix(".xml") {
                    if !pages.contains(page)
                        && (!page.hasSuffix(".html") || lessonNamed(String(page.dropLast(5)) + ".md") == nil)
                    {
                        result.diagnostics.append(
                            Diagnostic(
                                .error, .brokenLink, at: at, "the link to '\(destination)' names no page of the site"))
                    } else if let fragment = target.fragment, !fragment.isEmpty,
                        let other = lessonNamed(String(page.dropLast(5)) + ".md"), !anchorsOf(other).contains(fragment)
                    {
                        result.diagnostics.append(
                            Diagnostic(
                                .error, .brokenAnchor, at: at,
                                "the link to '\(destination)' names no heading of \(other.displayPath)\(suggestion(fragment, anchorsOf(other)))"
                            ))
                    }
                    continue
                }
                // A file next to the lessons: it must exist, inside the lessons folder.
                let file = lessonsFolder + "/" + resolved
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue,
                    let real = RealPath.realPath(file), RealPath.isInside(real, realLessons)
                else {
                    result.diagnostics.append(
                        Diagnostic(
                            .error, .brokenLink, at: at,
                            "the \(isImage ? "image" : "link") '\(destination)' names a file that does not exist: \(course.layout.displayPath(forKey: resolved))"
                        ))
                    continue
                }
                result.assets.insert(resolved)
            }
        }
        return result
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
