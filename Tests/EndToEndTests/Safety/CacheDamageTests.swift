import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A build cache damaged or made read-only behind the builder's back: a damaged entry is compiled again by
/// the next run (never blamed on the block for good), and a cache it cannot write is named.
@Suite struct CacheDamageTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path

    func lesson(_ blocks: [String]) -> String {
        "# Önbellek\n\n" + blocks.map { "```swift\n// main.swift\n\($0)\n```\n\n" }.joined()
    }

    /// Every file below the course's cache whose name is `name`.
    func cached(_ name: String, in course: URL) -> [String] {
        let cache = course.appendingPathComponent(".build/lessonbuild")
        return everyFile(under: cache).filter { ($0 as NSString).lastPathComponent == name }.map {
            cache.appendingPathComponent($0).path
        }
    }

    @Test func aTruncatedLibraryOrKernelModuleIsCompiledAgain() throws {
        let course = try temporaryCourse(["tr/01-a.md": lesson(["print(\"bir\")", "print(\"iki\")"])])
        defer { try? FileManager.default.removeItem(at: course) }
        let filled = try run(builder, ["fill", "--kernels", kernels], in: course)
        #expect(filled.status == 0, "\(filled.output)")
        let libraries = ["libblock.so", "libblocks.so", "libLessonKernels.so", "LessonKernels.swiftmodule"].flatMap {
            cached($0, in: course)
        }
        try #require(!libraries.isEmpty)
        for library in libraries { #expect(truncate(library, 1000) == 0) }
        let checked = try run(builder, ["check", "--kernels", kernels], in: course)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.lastLine == "2 passed, 0 failed", "\(checked.output)")
    }

    /// Run as another user than the cache's owner (root ignores permissions: as root, the test runs the
    /// builder as `nobody` through `setpriv`).
    @Test func aReadOnlyCacheIsNamedWhenABlockMustBeCompiled() throws {
        let course = try temporaryCourse(["tr/01-a.md": lesson(["print(\"bir\")"])])
        defer {
            _ = try? run("/bin/chmod", ["-R", "u+w", course.path])
            try? FileManager.default.removeItem(at: course)
        }
        #expect(try run(builder, ["fill", "--kernels", kernels], in: course).status == 0)
        let cache = course.appendingPathComponent(".build/lessonbuild").path
        #expect(try run("/bin/chmod", ["-R", "a-w", cache]).status == 0)
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        try Data(text.replacingOccurrences(of: "print(\"bir\")", with: "print(\"iki\")").utf8)
            .write(to: course.appendingPathComponent("lessons/tr/01-a.md"))
        let command =
            getuid() == 0
            ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", builder]
            : [builder]
        let result = try run(command[0], Array(command.dropFirst()) + ["check", "--kernels", kernels], in: course)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "lessons/tr/01-a.md:3: error: the block was not compiled: cannot write the build cache: \(cache)"),
            "\(result.output)")
        #expect(!result.output.contains("permissionDenied"), "\(result.output)")
    }
}
