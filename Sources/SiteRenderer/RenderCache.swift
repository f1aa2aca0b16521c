import Foundation
import LessonModel

/// What `SiteRenderer.render` keeps between two renders of the same course, for the preview: a page is
/// rendered again only when something it shows changed. Every file is still emitted (unchanged ones as
/// the very values emitted last time), so the result is always exactly what a render without a cache
/// gives; the cache only decides what need not be computed again.
///
/// A lesson is identified by its key, display path and file bytes: the parser makes a lesson from those
/// and the kernel names, which are part of every page's context below. Not thread-safe: one render at a time.
public final class RenderCache: @unchecked Sendable {
    /// Course-wide inputs every page of one language shows: a change re-renders all of that language's pages
    /// (the sidebar lists every title, previous/next links name the neighbours).
    struct Context: Equatable {
        var code: String
        var configuration: CourseConfiguration
        var settings: SiteSettings
        var languages: [String]
        var alternate: String?
        /// Every page's counterparts in the other languages (`LanguagePages.counterparts`).
        var counterparts: [String: [String: String]]
        var kernels: [String: String]
        /// Every lesson of the language in order: what the sidebar, previous/next and the home pages show.
        var lessons: [LessonLink]
        /// Landing texts by key, as file bytes (chapter titles and the contents page come from them).
        var landings: [String: [UInt8]]
    }

    struct LessonLink: Equatable {
        var key: String
        var title: String?
        var path: LessonPath
    }

    /// What one lesson page was made from.
    struct PageKey: Equatable {
        var index: Int
        var displayPath: String
        var bytes: [UInt8]
        var outputs: [Int: BlockOutput]
        var openListings: Set<Int>

        /// The bytes by `memcmp`: every page's key is compared at every render, and `==` on `[UInt8]` runs
        /// element by element through generic code in a debug build.
        static func == (a: PageKey, b: PageKey) -> Bool {
            guard a.index == b.index, a.displayPath == b.displayPath, a.bytes.count == b.bytes.count else {
                return false
            }
            let same = a.bytes.withUnsafeBufferPointer { x in
                b.bytes.withUnsafeBufferPointer { y in
                    x.baseAddress == y.baseAddress || x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
                }
            }
            return same && a.outputs == b.outputs && a.openListings == b.openListings
        }
    }

    struct Page {
        var key: PageKey
        var file: SiteFile
        /// The page's entries of the search index, as lines of its script.
        var search: [String]
        /// What the contents page and the kernels page show of this lesson.
        var indexItem: HTML
        var kernelsUsed: [String]
        /// The names table's keys its rendering looked up (empty for a page read from a `PageStore`).
        var namesLookedUp: [String]
    }

    /// One language's pages and course-wide files, valid while its context stays the same.
    struct LanguageState {
        var context: Context
        var pages: [String: Page] = [:]
        var index: Memo<[HTML], SiteFile> = Memo()
        var sidebar: PageTemplate.Sidebar?
        var kernels: Memo<[[String]], SiteFile> = Memo()
        var search: SiteFile?
        var searchIndex: Memo<[[String]], SiteFile> = Memo()
    }

    var languages: [String: LanguageState] = [:]
    /// Home, 404 and sitemap: they show every language's titles, so they depend on every context.
    var home: Memo<[Context], [SiteFile]> = Memo()
    /// Lesson pages rendered by the last render (the rest were reused): for tests and timings.
    public private(set) var pagesRendered = 0

    public init() {}

    func state(for context: Context) -> LanguageState {
        if let known = languages[context.code], known.context == context { return known }
        return LanguageState(context: context)
    }

    func rendered(_ count: Int) { pagesRendered = count }
}

/// The last value made and the key it was made from.
struct Memo<Key: Equatable, Value> {
    private var key: Key?
    private var value: Value?

    mutating func value(for key: Key, make: () -> Value) -> Value {
        if let value, self.key == key { return value }
        let made = make()
        self.key = key
        value = made
        return made
    }
}
