import Foundation
import Testing

/// `build` keeps its rendered lesson pages in the build cache and links them into the next site. The
/// oracle for every change below is a build with the kept pages thrown away (everything rendered afresh):
/// after any change, the site made with kept pages must be byte for byte that site. Each step also checks
/// that pages were in fact kept, or the comparison would prove nothing.
@Suite(.serialized) struct KeptPagesTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    static let lessons = [
        "tr/01-bir.md": """
        # Birinci ders

        Bir blok, bir çekirdek.

        ```swift
        // main.swift
        let sayilar = [3, 1, 2]
        print(selam(), sayilar.sorted())
        ```

        ```text
        merhaba [1, 2, 3]
        ```
        """,
        "tr/02-iki.md": """
        # İkinci ders

        Çekirdeğin kendisi:

        ```swift
        func selam() -> String {
            "merhaba"
        }
        ```

        ```swift
        // main.swift
        struct Adim { let ad: String }
        print(Adim(ad: selam()).ad.count)
        ```

        ```text
        7
        ```
        """,
        "tr/03-uc.md": "# Üçüncü ders\n\nYalnızca metin.\n",
    ]
    static let kernel = "func selam() -> String {\n    \"merhaba\"\n}\n"

    func makeCourse() throws -> URL {
        let course = try temporaryCourse(Self.lessons)
        _ = try writeKernel("Selam", Self.kernel, in: course)
        return course
    }

    /// Builds into `site/` of the course; returns every file of the site by path.
    func build(_ course: URL, _ options: [String] = []) throws -> [String: Data] {
        let result = try run(builder, ["build", "--kernels", "kernels", "--output", "site"] + options, in: course)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let site = course.appendingPathComponent("site")
        var files: [String: Data] = [:]
        for path in everyFile(under: site) where path.hasSuffix(".html") || path.hasSuffix(".js") {
            files[path] = try Data(contentsOf: site.appendingPathComponent(path))
        }
        return files
    }

    /// The site afresh: the same build with no kept page to use.
    func freshBuild(_ course: URL, _ options: [String] = []) throws -> [String: Data] {
        try? FileManager.default.removeItem(at: course.appendingPathComponent(".build/lessonbuild/pages"))
        return try build(course, options)
    }

    /// The lesson pages of the site that are links to kept pages (more than one name for the same file).
    func linkedPages(_ course: URL) -> Set<String> {
        let site = course.appendingPathComponent("site")
        return Set(
            everyFile(under: site).filter { path in
                var status = stat()
                return path.hasPrefix("tr/0") && stat(site.appendingPathComponent(path).path, &status) == 0
                    && status.st_nlink > 1
            })
    }

    func edit(_ course: URL, _ file: String, _ change: (String) -> String) throws {
        let url = course.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit of \(file) changes nothing")
        try Data(changed.utf8).write(to: url)
    }

    /// After `change`, the site built with the kept pages is the site built afresh, and `kept` lessons came
    /// from the cache.
    func expectSameAsFresh(
        _ course: URL, kept: Set<String>, options: [String] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: () throws -> Void
    ) throws {
        try change()
        let withKept = try build(course, options)
        let linked = linkedPages(course)
        #expect(kept.isSubset(of: linked), "kept: \(linked.sorted())", sourceLocation: sourceLocation)
        let fresh = try freshBuild(course, options)
        #expect(!fresh.isEmpty, sourceLocation: sourceLocation)
        for path in Set(fresh.keys).union(withKept.keys).sorted() where withKept[path] != fresh[path] {
            Issue.record("\(path) differs from the page rendered afresh", sourceLocation: sourceLocation)
        }
    }

    @Test func everyChangeGivesTheSiteARenderAfreshGives() throws {
        let course = try makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        let first = try build(course)
        #expect(linkedPages(course).isEmpty, "nothing was kept before the first build")
        let pages: Set = ["tr/01-bir.html", "tr/02-iki.html", "tr/03-uc.html"]

        // Nothing changed: every lesson page is the kept one.
        try expectSameAsFresh(course, kept: pages) {}
        #expect(try build(course) == first)

        // One lesson's text: the others are kept.
        try expectSameAsFresh(course, kept: ["tr/02-iki.html", "tr/03-uc.html"]) {
            try edit(course, "lessons/tr/01-bir.md") { $0.replacingOccurrences(of: "Bir blok", with: "Tek blok") }
        }
        // A title every sidebar shows.
        try expectSameAsFresh(course, kept: []) {
            try edit(course, "lessons/tr/03-uc.md") { $0.replacingOccurrences(of: "Üçüncü ders", with: "Son ders") }
        }
        // A block's code: its page shows other names, the other pages are kept.
        try expectSameAsFresh(course, kept: ["tr/01-bir.html", "tr/03-uc.html"]) {
            try edit(course, "lessons/tr/02-iki.md") {
                $0.replacingOccurrences(
                    of: "struct Adim { let ad: String }", with: "struct Adim {\n    let ad: String\n}")
            }
        }
        // The kernel: the listing, the names of every block that uses it, the kernels page.
        try expectSameAsFresh(course, kept: []) {
            try edit(course, "kernels/Selam.swift") { "/// Selam verir.\n" + $0 }
        }
        // The course settings.
        try expectSameAsFresh(course, kept: []) {
            try Data(#"{"languages": [{"code": "tr", "name": "Türkçe", "title": "Deneme kursu"}]}"#.utf8).write(
                to: course.appendingPathComponent("course.json"))
        }
        // Without names, and back.
        try expectSameAsFresh(course, kept: [], options: ["--no-names"]) {}
        try expectSameAsFresh(course, kept: []) {}
    }

    /// A kept page is the site's page too (a link): one written to in place must not come back.
    @Test func aPageEditedInTheSiteIsRenderedAgain() throws {
        let course = try makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        let first = try build(course)
        _ = try build(course)
        #expect(linkedPages(course).contains("tr/01-bir.html"))
        let page = course.appendingPathComponent("site/tr/01-bir.html")
        let handle = try FileHandle(forWritingTo: page)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- edited -->".utf8))
        try handle.close()
        #expect(try build(course) == first)
        #expect(try build(course) == first)
    }
}
