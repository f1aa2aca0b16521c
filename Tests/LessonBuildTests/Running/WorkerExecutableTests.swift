import Foundation
import Testing

@testable import LessonBuild

/// Workers start from a file named `main` that is the builder's executable: a hard link in the build cache,
/// renewed when the builder is rebuilt, a copy where the cache is on another file system.
@Suite struct WorkerExecutableTests {
    static func scratch(under root: String = NSTemporaryDirectory()) throws -> String {
        let folder = root + "/worker-executable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64) ?? nil
    }

    static func writeBuilder(_ path: String, _ text: String) throws {
        // A new file each time, as a linker writes one: the old inode stays with the old link.
        try? FileManager.default.removeItem(atPath: path)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
    }

    @Test func aLinkNamedMainThatFollowsTheBuilder() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = folder + "/lessonbuild"
        try Self.writeBuilder(builder, "first build")
        let program = WorkerExecutable.prepare(for: URL(fileURLWithPath: builder), in: folder + "/cache/program")
        #expect(program.path == folder + "/cache/program/main")
        #expect(Self.inode(program.path) == Self.inode(builder))

        try Self.writeBuilder(builder, "second build")
        let again = WorkerExecutable.prepare(for: URL(fileURLWithPath: builder), in: folder + "/cache/program")
        #expect(again.path == program.path)
        #expect(Self.inode(again.path) == Self.inode(builder))
        #expect(FileManager.default.contents(atPath: again.path) == Data("second build".utf8))
        // Nothing but the link is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/program") == ["main"])
    }

    @Test func aCopyOnAnotherFileSystem() throws {
        // /dev/shm is a tmpfs of its own on Linux: a hard link into it from the temporary folder cannot be made.
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = try Self.scratch(under: "/dev/shm")
        defer { try? FileManager.default.removeItem(atPath: other) }
        let builder = folder + "/lessonbuild"
        try Self.writeBuilder(builder, "build one")
        let program = WorkerExecutable.prepare(for: URL(fileURLWithPath: builder), in: other + "/program")
        #expect(program.path == other + "/program/main")
        #expect(FileManager.default.contents(atPath: program.path) == Data("build one".utf8))
        #expect(FileManager.default.isExecutableFile(atPath: program.path))

        try Self.writeBuilder(builder, "build two, longer")
        let again = WorkerExecutable.prepare(for: URL(fileURLWithPath: builder), in: other + "/program")
        #expect(FileManager.default.contents(atPath: again.path) == Data("build two, longer".utf8))
    }

    @Test func theBuilderItselfWhereNothingCanBeMade() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = folder + "/lessonbuild"
        try Self.writeBuilder(builder, "build")
        // The folder's place is taken by a file.
        try Data().write(to: URL(fileURLWithPath: folder + "/blocked"))
        let program = WorkerExecutable.prepare(for: URL(fileURLWithPath: builder), in: folder + "/blocked/program")
        #expect(program.path == builder)
    }
}
