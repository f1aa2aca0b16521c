import Foundation
import Testing

/// Blocks depend on the kernels' interface, not their bodies: fixing a kernel's body recompiles the kernels
/// alone, and the blocks (compiled before) run the new body; a new declaration recompiles the blocks.
@Suite struct KernelEditTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    @Test func aKernelBodyEditRunsTheNewBodyWithoutRecompilingBlocks() throws {
        let course = try temporaryCourse(["tr/01-a.md": "# Çekirdek\n\n```swift\n// main.swift\nprint(selam())\n```\n"])
        defer { try? FileManager.default.removeItem(at: course) }
        let kernels = course.appendingPathComponent("kernels")
        try FileManager.default.createDirectory(at: kernels, withIntermediateDirectories: true)
        let kernel = kernels.appendingPathComponent("Selam.swift")
        try "func selam() -> String {\n    \"birinci\"\n}\n".write(to: kernel, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_TIMINGS"] = "1"

        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course, environment: environment)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        #expect(filled.error.contains("1 shared shards rebuilt"), "\(filled.error)")

        // Only the body changes (and a comment moves its lines): no block is compiled, the new body runs.
        try "// Selamlar.\n\nfunc selam() -> String {\n    \"ikinci\"\n}\n".write(to: kernel, atomically: true, encoding: .utf8)
        let afterBody = try run(builder, ["check", "--kernels", "kernels"], in: course, environment: environment)
        #expect(afterBody.status == 1)
        #expect(afterBody.output.contains("+ikinci"), "\(afterBody.output)")
        #expect(afterBody.error.contains("compile (0 alone, 0 shared shards rebuilt)"), "\(afterBody.error)")

        // A new declaration changes the interface: the blocks are compiled again.
        try "func selam() -> String {\n    \"ikinci\"\n}\nfunc yeni() {}\n".write(to: kernel, atomically: true, encoding: .utf8)
        let afterInterface = try run(builder, ["check", "--kernels", "kernels"], in: course, environment: environment)
        #expect(afterInterface.output.contains("+ikinci"), "\(afterInterface.output)")
        #expect(afterInterface.error.contains("1 shared shards rebuilt"), "\(afterInterface.error)")
    }
}
