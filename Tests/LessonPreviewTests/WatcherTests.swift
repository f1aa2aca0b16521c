import Foundation
import Testing

@testable import LessonPreview

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct WatcherTests {
    final class Folder {
        let url: URL
        init() throws { url = try temporaryFolder("preview-watch") }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func write(_ name: String, _ text: String) throws {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    func changes(_ folder: Folder, _ extra: [String] = [], after action: () throws -> Void) rethrows -> [String] {
        let roots = [folder.path("lessons")] + extra
        let before = Watcher.snapshot(roots)
        try action()
        return Watcher.changes(from: before, to: Watcher.snapshot(roots))
    }

    @Test func seesEditsAdditionsAndDeletions() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        try folder.write("lessons/tr/02-b.md", "# B\n")
        #expect(changes(folder) {} == [])
        #expect(
            try changes(folder) { try folder.write("lessons/tr/01-a.md", "# A, longer\n") } == [
                folder.path("lessons/tr/01-a.md")
            ])
        #expect(
            try changes(folder) { try folder.write("lessons/tr/03-c.md", "# C\n") } == [
                folder.path("lessons/tr/03-c.md")
            ])
        #expect(
            try changes(folder) { try FileManager.default.removeItem(atPath: folder.path("lessons/tr/02-b.md")) } == [
                folder.path("lessons/tr/02-b.md")
            ])
        // A new language folder with a lesson in it.
        #expect(
            try changes(folder) { try folder.write("lessons/az/01-x.md", "# X\n") } == [
                folder.path("lessons/az"), folder.path("lessons/az/01-x.md"),
            ])
    }

    @Test func seesAnEditThatKeepsTheSize() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        let path = folder.path("lessons/tr/01-a.md")
        let changed = try changes(folder) {
            try folder.write("lessons/tr/01-a.md", "# B\n")
            // Force a different modification time even on a coarse clock.
            var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }
        #expect(changed == [path])
    }

    @Test func seesAnEditorsAtomicRename() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        let changed = try changes(folder) {
            // Write a hidden temporary file, then rename it over the lesson, as editors do.
            try folder.write("lessons/tr/.01-a.md.tmp", "# a\n")
            #expect(rename(folder.path("lessons/tr/.01-a.md.tmp"), folder.path("lessons/tr/01-a.md")) == 0)
        }
        #expect(changed == [folder.path("lessons/tr/01-a.md")])
    }

    @Test func ignoresHiddenFilesAndBackupsButWatchesKernelsAndConfig() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        try folder.write("kernels/Sync.swift", "struct S {}\n")
        let roots = [folder.path("kernels"), folder.path("course.json")]
        #expect(
            try changes(folder, roots) {
                try folder.write("lessons/tr/.01-a.md.swp", "x")
                try folder.write("lessons/tr/01-a.md~", "x")
                try folder.write("lessons/tr/#01-a.md#", "x")
            } == [])
        #expect(
            try changes(folder, roots) { try folder.write("kernels/Sync.swift", "struct Sync {}\n") } == [
                folder.path("kernels/Sync.swift")
            ])
        // The config file need not exist at the start.
        #expect(try changes(folder, roots) { try folder.write("course.json", "{}") } == [folder.path("course.json")])
    }

    @Test func namesThatAreNotUTF8AreWatched() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        let name = Array((folder.path("lessons/tr") + "/").utf8) + [0x30, 0xff, 0xfe, 0x2e, 0x6d, 0x64, 0]
        let changed = changes(folder) {
            let descriptor = name.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
            }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        #expect(changed.count == 1)
        #expect(changed.first?.hasPrefix(folder.path("lessons/tr/0")) == true, "\(changed)")
    }

    @Test func aMissingFolderIsNotAnError() throws {
        let folder = try Folder()
        #expect(Watcher.snapshot([folder.path("nothing-here")]).isEmpty)
        #expect(
            try changes(folder) { try folder.write("lessons/tr/01-a.md", "# A\n") }.contains(
                folder.path("lessons/tr/01-a.md")))
    }

    @Test func theRunningWatcherReportsChangesAndStops() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        let seen = Locked<[String]>([])
        let watcher = Watcher(paths: [folder.path("lessons")]) { paths in seen.with { $0 += paths } }
        watcher.start()
        try folder.write("lessons/tr/01-a.md", "# A edited\n")
        #expect(eventually { seen.current.contains(folder.path("lessons/tr/01-a.md")) })
        try folder.write("lessons/tr/.tmp", "# renamed\n")
        #expect(rename(folder.path("lessons/tr/.tmp"), folder.path("lessons/tr/02-b.md")) == 0)
        #expect(eventually { seen.current.contains(folder.path("lessons/tr/02-b.md")) })
        watcher.stop()
        let count = seen.current.count
        try folder.write("lessons/tr/03-c.md", "# C\n")
        usleep(300_000)
        #expect(seen.current.count == count)
    }

    /// With polling pushed out of reach (an hour), only inotify can wake the watcher: a save, an atomic
    /// rename, a new folder with a lesson in it, a deleted and restored file are all still reported.
    @Test func inotifyWakesTheWatcherBeforeAnyPoll() throws {
        let folder = try Folder()
        try folder.write("lessons/tr/01-a.md", "# A\n")
        let seen = Locked<[String]>([])
        let watcher = Watcher(
            paths: [folder.path("lessons"), folder.path("course.json")], interval: 3600, safetyInterval: 3600
        ) { paths in
            seen.with { $0 += paths }
        }
        watcher.start()
        defer { watcher.stop() }
        try folder.write("lessons/tr/01-a.md", "# A edited\n")
        #expect(eventually { seen.current.contains(folder.path("lessons/tr/01-a.md")) })
        try folder.write("lessons/tr/.tmp", "# renamed\n")
        #expect(rename(folder.path("lessons/tr/.tmp"), folder.path("lessons/tr/02-b.md")) == 0)
        #expect(eventually { seen.current.contains(folder.path("lessons/tr/02-b.md")) })
        try folder.write("lessons/az/01-x.md", "# X\n")
        #expect(eventually { seen.current.contains(folder.path("lessons/az/01-x.md")) })
        try folder.write("lessons/az/02-y.md", "# Y\n")
        #expect(
            eventually { seen.current.contains(folder.path("lessons/az/02-y.md")) },
            "a folder made after the start is watched")
        seen.with { $0.removeAll() }
        try FileManager.default.removeItem(atPath: folder.path("lessons/tr/01-a.md"))
        #expect(eventually { seen.current.contains(folder.path("lessons/tr/01-a.md")) })
        seen.with { $0.removeAll() }
        try folder.write("lessons/tr/01-a.md", "# A again\n")
        #expect(eventually { seen.current.contains(folder.path("lessons/tr/01-a.md")) })
        try folder.write("course.json", "{}")
        #expect(
            eventually { seen.current.contains(folder.path("course.json")) },
            "a root file that did not exist is watched through its folder")
    }
}
