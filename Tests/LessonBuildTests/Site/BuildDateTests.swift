import Foundation
import Testing

@testable import LessonBuild

@Suite struct BuildDateTests {
    @Test func sourceDateEpochWins() {
        #expect(BuildDate.resolve(environment: ["SOURCE_DATE_EPOCH": "86400"], lessonFiles: []) == "1970-01-02")
    }

    @Test func elseTheNewestLessonFilesDay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("date-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("a.md")
        let new = folder.appendingPathComponent("b.md")
        for (file, epoch) in [(old, 1_000_000_000.0), (new, 1_700_000_000.0)] {
            _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: epoch)], ofItemAtPath: file.path)
        }
        // 1 700 000 000 s after the epoch is 2023-11-14 22:13:20 UTC.
        #expect(BuildDate.resolve(environment: [:], lessonFiles: [old.path, new.path]) == "2023-11-14")
        #expect(BuildDate.resolve(environment: [:], lessonFiles: []) == nil)
    }
}
