import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The build cache as data from strangers. A course is built once (the oracle: its site and its output),
/// then every kind of entry the cache holds is damaged by rule — each kind of file and folder found in it
/// (paths with their digests written `*`), and for each: a link to a decoy outside the course, the file cut
/// to half its length, one byte changed in place with its size and modification time kept. After each kind
/// of damage the next build must leave the decoy and the lessons as they were, publish exactly the site of
/// the clean build, and say once that it refused what it found.
@Suite(.serialized) struct CacheFaultInjectionTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    static let lessons = [
        "en/01-one.md": """
        # One

        A block, its transcript, and a kernel listing.

        ```swift
        // main.swift
        print(greeting(), [3, 1, 2].sorted())
        ```

        ```swift
        // Greeting.swift
        func greeting() -> String {
            "hello"
        }
        ```
        """,
        "en/02-two.md": """
        # Two

        A block the compiler refuses, and an excerpt it parses.

        ```swift compile-error
        // main.swift
        let count: Int = "three"
        ```

        ```swift
        import SwiftUI
        struct Row: View { var body: some View { Text("row") } }
        ```
        """,
    ]
    static let kernel = "// Greeting.swift\nfunc greeting() -> String {\n    \"hello\"\n}\n"

    struct Build {
        var status: Int32
        var output: String
        var site: [String: Data]
        /// Each site file's permission bits: a kept page made unreadable must not be published so.
        var modes: [String: mode_t] = [:]
    }

    /// The course with its transcripts written by `fill` (what the compiler and the blocks really print).
    func makeCourse() throws -> URL {
        let course = try temporaryCourse(Self.lessons)
        _ = try writeKernel("Greeting", Self.kernel, in: course)
        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course)
        #expect(filled.status == 0, "\(filled.output)")
        return course
    }

    func build(_ course: URL) throws -> Build {
        let result = try run(builder, ["build", "--kernels", "kernels", "--output", "site"], in: course)
        var site: [String: Data] = [:]
        let folder = course.appendingPathComponent("site")
        for path in everyFile(under: folder) {
            let url = folder.appendingPathComponent(path)
            if let data = FileManager.default.contents(atPath: url.path), !isFolder(url.path) { site[path] = data }
        }
        var modes: [String: mode_t] = [:]
        for path in site.keys {
            var status = stat()
            if lstat(folder.appendingPathComponent(path).path, &status) == 0 { modes[path] = status.st_mode & 0o7777 }
        }
        return Build(status: result.status, output: result.output + result.error, site: site, modes: modes)
    }

    func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A path's kind: its hexadecimal digests (8 or more digits) and numbers written `*`.
    static func kind(_ path: String) -> String {
        path.split(separator: "/").map { part -> String in
            let text = String(part)
            return text.replacingOccurrences(of: "[0-9a-f]{8,}|^[0-9]+$", with: "*", options: .regularExpression)
        }.joined(separator: "/")
    }

    /// One path of each kind under the cache (files or folders), the first in sorted order.
    static func onePerKind(_ paths: [String], keep: (String) -> Bool) -> [String] {
        var seen = Set<String>()
        return paths.filter { keep($0) && seen.insert(kind($0)).inserted }
    }

    /// Permission damage is made for root, as the tests run (in CI too): root reads and writes whatever a
    /// file's mode says, so a mode alone changes nothing it can do. What can still go wrong is a mode the
    /// tool trusts or copies (`modeZero`), a file it must replace that forbids writing (`changedAndModeZero`:
    /// changed in place and made unreadable and unwritable, so only its replacement makes the build right),
    /// and an entry of the wrong kind (`folderInPlace`: a folder, holding a file, where a file is expected).
    enum Damage: CaseIterable {
        case linkToDecoy, cutInHalf, byteChangedInPlace, modeZero, changedAndModeZero, folderInPlace
    }

    /// Applies one kind of damage to `path` (a file, or for links also a folder), pointing links at `decoy`.
    /// An entry with other names (the worker's `program/main` is a hard link to the builder's executable,
    /// the very file these tests run) is first made a file of its own with the same bytes, mode and times,
    /// as a cache restored from elsewhere holds it: damaging it in place would damage the builder itself.
    func damage(_ path: String, _ damage: Damage, decoy: URL) throws {
        var links = stat()
        if damage != .linkToDecoy, lstat(path, &links) == 0, links.st_mode & S_IFMT == S_IFREG, links.st_nlink > 1 {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            try FileManager.default.removeItem(atPath: path)
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(chmod(path, links.st_mode & 0o7777) == 0)
            var times = [links.st_atim, links.st_mtim]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        switch damage {
        case .linkToDecoy:
            let target = isFolder(path) ? decoy.path : decoy.appendingPathComponent("secret.txt").path
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        case .cutInHalf:
            var status = stat()
            guard stat(path, &status) == 0 else { return }
            #expect(truncate(path, status.st_size / 2) == 0)
        case .byteChangedInPlace:
            var status = stat()
            guard stat(path, &status) == 0, status.st_size > 0 else { return }
            let descriptor = open(path, O_RDWR)
            defer { close(descriptor) }
            var byte: UInt8 = 0
            let middle = off_t(status.st_size / 2)
            _ = pread(descriptor, &byte, 1, middle)
            byte ^= 0x20
            _ = pwrite(descriptor, &byte, 1, middle)
            var times = [status.st_atim, status.st_mtim]
            _ = futimens(descriptor, &times)
        case .modeZero:
            #expect(chmod(path, 0) == 0)
        case .changedAndModeZero:
            try self.damage(path, .byteChangedInPlace, decoy: decoy)
            try self.damage(path, .modeZero, decoy: decoy)
        case .folderInPlace:
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try Data("not an entry\n".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("inside"))
        }
    }

    /// The decoy's files and bytes, for comparison.
    func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in everyFile(under: folder) {
            files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data()
        }
        return files
    }

    /// The cache's format marker is damaged on its own (damaging it empties the whole cache, which would hide
    /// every other entry's damage); every other kind of entry is damaged together.
    @Test(arguments: Damage.allCases, [false, true])
    func everyKindOfCacheEntryDamagedIsRefusedAndNothingOutsideChanges(_ kind: Damage, markerOnly: Bool) throws {
        let course = try makeCourse()
        let decoy = FileManager.default.temporaryDirectory.appendingPathComponent("decoy-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: decoy)
        }
        try FileManager.default.createDirectory(at: decoy, withIntermediateDirectories: true)
        try Data("not a page\n".utf8).write(to: decoy.appendingPathComponent("secret.txt"))
        try Data("keep me\n".utf8).write(to: decoy.appendingPathComponent("other.md"))
        let clean = try build(course)
        try #require(clean.status == 0, "\(clean.output)")
        try #require(clean.site.keys.contains { $0.hasSuffix("01-one.html") })
        let lessonsBefore = snapshot(course.appendingPathComponent("lessons"))
        let decoyBefore = snapshot(decoy)

        let cache = course.appendingPathComponent(".build/lessonbuild")
        let entries = everyFile(under: cache).filter {
            !$0.hasPrefix("tmp") && $0 != "lock" && ($0 == "format") == markerOnly
        }
        let targets = Self.onePerKind(entries) { path in
            kind == .linkToDecoy || !isFolder(cache.appendingPathComponent(path).path)
        }
        try #require(markerOnly ? targets == ["format"] : targets.count > 20, "\(targets)")
        // Deepest first, so a folder replaced by a link does not hide the files below it.
        for path in targets.sorted(by: { $0.split(separator: "/").count > $1.split(separator: "/").count }) {
            let full = cache.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: full) else { continue }
            try damage(full, kind, decoy: decoy)
        }
        let damaged = try build(course)
        #expect(damaged.status == 0, "\(damaged.output)")
        #expect(snapshot(decoy) == decoyBefore, "the decoy outside the course changed")
        #expect(snapshot(course.appendingPathComponent("lessons")) == lessonsBefore, "a lesson changed")
        #expect(damaged.site.keys.sorted() == clean.site.keys.sorted())
        for (path, bytes) in clean.site where path != "sitemap.xml" {
            #expect(damaged.site[path] == bytes, "\(path) differs from the clean build's")
        }
        #expect(damaged.modes == clean.modes, "a site file's mode differs from the clean build's")
        #expect(!damaged.site.values.contains { $0 == Data("not a page\n".utf8) || $0 == Data("not an entry\n".utf8) })
        // A cut file may be one a crash could have left (a missing record is simply made again); a link or a
        // changed byte is always said, once per command.
        // A mode alone is not damage for root (the entry's bytes are what the tool wrote): nothing to say,
        // but of a kept page, which is published with its mode (so the marker alone is silent).
        if kind == .modeZero && markerOnly {
            #expect(!damaged.output.contains("the build cache held entries"), "\(damaged.output)")
        } else if kind != .cutInHalf || markerOnly {
            let warnings = damaged.output.components(separatedBy: "the build cache held entries").count - 1
            #expect(warnings == 1, "\(targets)\n\(damaged.output)")
        }
        // And the run after that one finds a clean cache: nothing more to say.
        let again = try build(course)
        #expect(again.status == 0)
        #expect(!again.output.contains("the build cache held entries"), "\(again.output)")
    }

    /// A cache folder that is a link is never followed: not the module cache (the case that deleted a
    /// course's lessons), nor the cache folder itself.
    @Test(arguments: ["module-cache", "shared", "excerpts", "pages", "."])
    func aCacheFolderLinkedIntoTheLessonsDeletesNothing(_ folder: String) throws {
        let course = try makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        try #require(try build(course).status == 0)
        // The lessons edited, so every kind of entry is written and cleaned again.
        let lesson = course.appendingPathComponent("lessons/en/01-one.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "[3, 1, 2].sorted()", with: "[2, 3, 1].sorted()").utf8).write(to: lesson)
        let lessonsBefore = snapshot(course.appendingPathComponent("lessons"))
        let cache = course.appendingPathComponent(".build/lessonbuild")
        let link = folder == "." ? cache : cache.appendingPathComponent(folder)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: course.appendingPathComponent("lessons/en").path)
        let result = try build(course)
        #expect(result.status == 0, "\(result.output)")
        #expect(snapshot(course.appendingPathComponent("lessons")) == lessonsBefore, "the lessons changed")
        #expect(result.output.contains("the build cache held entries"), "\(result.output)")
    }

    /// A cache committed into the course's repository is not used at all.
    @Test func aCacheTrackedByGitIsRefused() throws {
        let course = try makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        try #require(try build(course).status == 0)
        let git = "/usr/bin/git"
        try #require(try run(git, ["init", "-q"], in: course).status == 0)
        #expect(try run(git, ["add", "-f", ".build/lessonbuild/compiler-version"], in: course).status == 0)
        let result = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(result.status == 1)
        #expect(result.output.contains("the build cache is committed to the course's repository"), "\(result.output)")
        #expect(result.output.contains(".build/lessonbuild/compiler-version"), "\(result.output)")
    }
}
