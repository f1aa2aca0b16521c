import Foundation
import SiteRenderer
import Testing

@testable import LessonBuild

/// The build cache's kept pages, as the renderer and the site writer use them.
@Suite struct PageFolderTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func contents(_ path: String) -> String? {
        RawFile.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aPageIsFoundUnderItsKeyOnly() throws {
        try withFolder { folder in
            let pages = PageFolder(cacheDirectory: folder)
            defer { pages.close() }
            #expect(pages.page(lesson: "tr/01-a", key: "k1") == nil)
            pages.keep(record: [1, 2, 3], page: "<p>bir</p>", lesson: "tr/01-a", key: "k1")
            let found = try #require(pages.page(lesson: "tr/01-a", key: "k1"))
            #expect(found.record == [1, 2, 3])
            #expect(contents(found.file) == "<p>bir</p>")
            #expect(pages.page(lesson: "tr/01-a", key: "k2") == nil)
            #expect(pages.page(lesson: "tr/02-b", key: "k1") == nil)
            // One record and one page a lesson, whatever was kept before.
            pages.keep(record: [4], page: "<p>iki</p>", lesson: "tr/01-a", key: "k2")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/pages").count == 2)
            #expect(pages.page(lesson: "tr/01-a", key: "k1") == nil)
        }
    }

    /// The site writer links the file that was found valid, even when another build keeps another page
    /// under the same name before the link is made.
    @Test func theSiteGetsThePageFoundNotTheOneKeptSince() throws {
        try withFolder { folder in
            let pages = PageFolder(cacheDirectory: folder)
            defer { pages.close() }
            pages.keep(record: [], page: "<p>bulunan</p>", lesson: "tr/01-a", key: "k1")
            let found = try #require(pages.page(lesson: "tr/01-a", key: "k1"))
            PageFolder(cacheDirectory: folder).keep(record: [], page: "<p>sonra</p>", lesson: "tr/01-a", key: "k2")
            let site = folder + "/site.html"
            try SiteWriter.writeFile(.init(path: "site.html", contents: "", keptAt: found.file), to: site)
            #expect(contents(site) == "<p>bulunan</p>")
        }
    }

    /// A page written to in place after it was kept (through the site's link to it) is not used again.
    @Test func aPageChangedInPlaceIsNotFound() throws {
        try withFolder { folder in
            let pages = PageFolder(cacheDirectory: folder)
            defer { pages.close() }
            pages.keep(record: [], page: "<p>bir</p>", lesson: "tr/01-a", key: "k1")
            let found = try #require(pages.page(lesson: "tr/01-a", key: "k1"))
            let site = folder + "/site.html"
            try SiteWriter.writeFile(.init(path: "site.html", contents: "", keptAt: found.file), to: site)
            var status = stat()
            #expect(stat(site, &status) == 0 && status.st_nlink == 2, "the site's page is a link to the kept one")
            let handle = try #require(FileHandle(forWritingAtPath: site))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("<!-- -->".utf8))
            try handle.close()
            #expect(pages.page(lesson: "tr/01-a", key: "k1") == nil)
        }
    }
}
