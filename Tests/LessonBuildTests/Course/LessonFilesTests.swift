import Foundation
import Testing

@testable import LessonBuild

#if canImport(Glibc)
    import Glibc
#endif

/// The lesson listing reads folders with `readdir`; it must list exactly what `FileManager`'s enumerator
/// listed before it, on every kind of entry a lessons folder may hold.
@Suite struct LessonFilesTests {
    /// The listing as it was made with `FileManager` (the reference).
    func enumerated(_ directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let entry = enumerator.nextObject() as? String {
            if (entry as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if entry.hasSuffix(".md") { found.append(entry) }
        }
        return found.sorted()
    }

    @Test func listsWhatTheEnumeratorListed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-files-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        for folder in [
            "lessons/tr/02-bolum/alt", "lessons/tr/.gizli", "lessons/tr/klasor.md", "lessons/tr/dongu", "disarida",
        ] {
            try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in [
            "lessons/tr/01-a.md", "lessons/tr/02-bolum/01-b.md", "lessons/tr/02-bolum/alt/c.md",
            "lessons/tr/.gizli/x.md",
            "lessons/tr/.nokta.md", "lessons/tr/klasor.md/ic.md", "lessons/tr/resim.png", "lessons/tr/yedek.md~",
            "disarida/o.md",
        ] {
            try Data("x\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        // Links: to a folder outside (not entered), to a file (listed), a cycle (not entered).
        try files.createSymbolicLink(atPath: root + "/lessons/tr/baglanti", withDestinationPath: "../../disarida")
        try files.createSymbolicLink(
            atPath: root + "/lessons/tr/03-link.md", withDestinationPath: "../../disarida/o.md")
        try files.createSymbolicLink(atPath: root + "/lessons/tr/dongu/yukari", withDestinationPath: "..")
        // A name that is not UTF-8.
        let name = Array((root + "/lessons/tr/04-").utf8) + [0xff, 0xfe] + Array(".md".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)

        let listed = LessonFiles.markdownFiles(under: root + "/lessons")
        #expect(listed == enumerated(root + "/lessons"))
        #expect(
            listed.contains("tr/02-bolum/alt/c.md") && listed.contains("tr/klasor.md/ic.md")
                && listed.contains("tr/03-link.md"))
        #expect(
            !listed.contains {
                $0.contains("gizli") || $0.contains("nokta") || $0.hasPrefix("tr/baglanti") || $0.hasPrefix("tr/dongu")
            })
        #expect(LessonFiles.markdownFiles(under: root + "/nothing") == [])
    }

    /// Two files whose names are one name in NFC and in NFD are two files on Linux, but equal Swift strings:
    /// neither is lost in silence; the second is an error naming the first.
    @Test func namesEqualAfterNormalisationAreAnError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-names-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/lessons/tr", withIntermediateDirectories: true)
        let composed = "01-\u{E7}ay.md"
        let decomposed = "01-c\u{327}ay.md"
        #expect(composed == decomposed && !composed.utf8.elementsEqual(decomposed.utf8))
        try Data("# Bir\n\nmetin\n".utf8).write(to: URL(fileURLWithPath: root + "/lessons/tr/" + composed))
        try Data("# İki\n\nmetin\n".utf8).write(to: URL(fileURLWithPath: root + "/lessons/tr/" + decomposed))
        #expect(LessonFiles.markdownFiles(under: root + "/lessons").count == 2)
        let course = Course.load(CourseLayout(lessonsDirectory: root + "/lessons", kernelsDirectory: root + "/kernels"))
        #expect(course.lessons.count == 1)
        let errors = course.diagnostics.filter { $0.message.contains("only in Unicode normalisation") }
        #expect(errors.count == 1, "\(course.diagnostics)")
        // The file read is the one whose bytes sort first (NFD's `c` before NFC's two-byte `ç`).
        #expect(course.lessons.first?.title == "İki")
    }
}
