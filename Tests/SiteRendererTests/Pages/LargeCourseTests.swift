import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

/// A course too large to list on every page (issue 43): each page lists a window of lessons around its own
/// and links to the contents page, which lists them all; every lesson stays reachable by links alone (no
/// script), and a page's size no longer grows with the course.
@Suite struct LargeCourseTests {
    /// `count` lessons: loose ones first, then chapters of `perChapter`, so windows cross chapter borders.
    static func course(_ count: Int, loose: Int = 7, perChapter: Int = 30) -> [SiteFile] {
        var lessons: [Lesson] = []
        for number in 1...count {
            let key: String
            if number <= loose {
                key = String(format: "en/%03d-loose-%d.md", number, number)
            } else {
                let chapter = (number - loose - 1) / perChapter + loose + 1
                let inside = (number - loose - 1) % perChapter + 1
                key = String(format: "en/%03d-part/%03d-lesson-%d.md", chapter, inside, number)
            }
            lessons.append(
                LessonParser.parse(
                    SourceText("# Lesson \(number)\n\nText.\n"), key: key, displayPath: "lessons/" + key,
                    kernelNames: []))
        }
        return SiteRenderer.render(SiteInput(lessons: lessons, outputs: [:], kernels: [:]))
    }

    /// The lesson pages' paths, in reading order (their numbers).
    static func lessonPages(_ files: [SiteFile]) -> [String] {
        files.map(\.path).filter { $0.hasSuffix(".html") && ($0.contains("lesson-") || $0.contains("loose-")) }
            .sorted { number($0) < number($1) }
    }

    static func number(_ path: String) -> Int { Int(path.split(separator: "-").last!.dropLast(5))! }

    /// The sidebar's `<nav>` of a page.
    static func sidebar(_ page: String) -> String {
        guard let start = page.range(of: "<nav class=\"sidebar\""),
            let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// Every local link of a page, resolved against it, as a site path.
    static func links(_ page: String, at path: String) -> [String] {
        let base = URL(string: "http://site.invalid/" + path)!
        return page.components(separatedBy: " href=\"").dropFirst().compactMap { piece in
            let value = String(piece.prefix { $0 != "\"" && $0 != "#" })
            guard !value.isEmpty, !value.contains(":") else { return nil }
            return String(URL(string: value, relativeTo: base)!.absoluteURL.path.dropFirst())
        }
    }

    static func sidebarLessons(_ page: String) -> Int {
        sidebar(page).components(separatedBy: "<li><a ").count - 1
    }

    @Test func upToTheLimitEveryPageListsEveryLessonAndOneMoreMakesAWindow() {
        let limit = PageTemplate.Sidebar.fullListLimit
        let full = Self.course(limit)
        for path in Self.lessonPages(full) {
            let page = full.first { $0.path == path }!.contents
            #expect(Self.sidebarLessons(page) == limit, "\(path)")
            #expect(!page.contains("sidebar-all"), "\(path)")
        }
        let windowed = Self.course(limit + 1)
        for path in Self.lessonPages(windowed) {
            let page = windowed.first { $0.path == path }!.contents
            #expect(Self.sidebarLessons(page) == PageTemplate.Sidebar.window, "\(path)")
            #expect(page.contains("sidebar-all"), "\(path)")
        }
    }

    @Test func aWindowHoldsThePageItselfItsNeighboursAndTheirChapters() {
        let files = Self.course(200)
        let order = Self.lessonPages(files)
        #expect(order.count == 200)
        let half = PageTemplate.Sidebar.window / 2
        for (index, path) in order.enumerated() {
            let page = files.first { $0.path == path }!.contents
            let nav = Self.sidebar(page)
            let listed = Set(Self.links(nav, at: path))
            // Its own page, marked; the neighbours on both sides (as many as fit at the ends).
            #expect(nav.contains("aria-current=\"page\">Lesson \(index + 1)</a>"), "\(path)")
            let start = max(0, min(index - half, order.count - PageTemplate.Sidebar.window))
            for neighbour in order[start..<(start + PageTemplate.Sidebar.window)] {
                #expect(listed.contains(neighbour), "\(path) lacks \(neighbour)")
            }
            #expect(Self.sidebarLessons(page) == PageTemplate.Sidebar.window, "\(path)")
            // Each chapter of a listed lesson is named once, around its lessons; the list is well nested.
            #expect(
                nav.components(separatedBy: "<li class=\"chapter\">").count - 1
                    == nav.components(separatedBy: "</ol></li>").count - 1, "\(path)")
            #expect(listed.contains("en/index.html"), "\(path): no link to the contents page")
        }
    }

    @Test func everyLessonIsReachableByLinksAloneFromTheContentsPage() {
        let files = Self.course(200)
        let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        var seen: Set<String> = ["en/index.html"]
        var queue = ["en/index.html"]
        while let path = queue.popLast() {
            for target in Self.links(pages[path] ?? "", at: path)
            where target.hasSuffix(".html") && !seen.contains(target) {
                seen.insert(target)
                queue.append(target)
            }
        }
        #expect(Set(Self.lessonPages(files)).isSubset(of: seen))
        // The contents page lists every lesson itself (not only through chains of windows).
        let contents = Set(Self.links(pages["en/index.html"]!, at: "en/index.html"))
        #expect(Set(Self.lessonPages(files)).isSubset(of: contents))
    }

    @Test func aLessonPageIsNoLargerInALargerCourse() {
        func largest(_ files: [SiteFile]) -> Int {
            Self.lessonPages(files).map { path in files.first { $0.path == path }!.contents.utf8.count }.max()!
        }
        let small = largest(Self.course(200))
        let large = largest(Self.course(800))
        // The titles grow by a digit; listing 600 more lessons would add over 30 KB.
        #expect(large < small + 500, "\(small) → \(large)")
    }
}
