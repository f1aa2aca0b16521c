import Foundation
import Testing

/// Blocks depend on the kernels' interface, not their bodies: fixing a kernel's body recompiles the kernels
/// alone, and the blocks (compiled before) run the new body; a new declaration recompiles the blocks.
@Suite struct KernelEditTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    @Test func aKernelBodyEditRunsTheNewBodyWithoutRecompilingBlocks() throws {
        let course = try temporaryCourse(["tr/01-a.md": "# Çekirdek\n\n```swift\n// main.swift\nprint(selam())\n```\n"])
        defer { try? FileManager.default.removeItem(at: course) }
        let kernel = try writeKernel("Selam", "func selam() -> String {\n    \"birinci\"\n}\n", in: course)
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_TIMINGS"] = "1"

        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course, environment: environment)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        #expect(filled.error.contains("1 shared shards rebuilt"), "\(filled.error)")

        // Only the body changes (and a comment moves its lines): no block is compiled, the new body runs.
        try "// Selamlar.\n\nfunc selam() -> String {\n    \"ikinci\"\n}\n".write(
            to: kernel, atomically: true, encoding: .utf8)
        let afterBody = try run(builder, ["check", "--kernels", "kernels"], in: course, environment: environment)
        #expect(afterBody.status == 1)
        #expect(afterBody.output.contains("+ikinci"), "\(afterBody.output)")
        #expect(afterBody.error.contains("compile (0 alone, 0 shared shards rebuilt)"), "\(afterBody.error)")

        // A new declaration changes the interface: the blocks are compiled again.
        try "func selam() -> String {\n    \"ikinci\"\n}\nfunc yeni() {}\n".write(
            to: kernel, atomically: true, encoding: .utf8)
        let afterInterface = try run(builder, ["check", "--kernels", "kernels"], in: course, environment: environment)
        #expect(afterInterface.output.contains("+ikinci"), "\(afterInterface.output)")
        #expect(afterInterface.error.contains("1 shared shards rebuilt"), "\(afterInterface.error)")
    }

    /// After a kernel change, a shard's blocks whose code the compiler finds the same keep their object files
    /// (`KeptObjects`); a block whose meaning changed with the kernels' (a stored property become a computed
    /// one, the block's source the same) runs the new code.
    @Test func aBlockRunsWhatTheNewKernelsMeanWhenItsSourceIsTheSame() throws {
        let block = "# Çift\n\n```swift\n// main.swift\nlet pair = Pair(first: 1, second: 2)\nprint(pair.second)\n```\n"
        let course = try temporaryCourse([
            "tr/01-a.md": block, "tr/02-b.md": block.replacingOccurrences(of: "1,", with: "3,"),
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let kernel = try writeKernel("Pair", "struct Pair {\n    var first: Int\n    var second: Int\n}\n", in: course)
        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")

        try "struct Pair {\n    var first: Int\n    var second: Int\n}\nfunc unused() {}\n".write(
            to: kernel, atomically: true, encoding: .utf8)
        let same = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(same.status == 0, "\(same.output)\(same.error)")

        let computed = """
            struct Pair {
                var first: Int
                var second: Int { first * 100 }
                init(first: Int, second: Int) { self.first = first }
            }

            """
        try computed.write(to: kernel, atomically: true, encoding: .utf8)
        let changed = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(changed.status == 1)
        #expect(changed.output.contains("+100") && changed.output.contains("+300"), "\(changed.output)")
    }

    /// A course under a folder named outside ASCII (`/home/ayşe/…`) compiles: the compiler's driver traps
    /// on such a TMPDIR, so its temporary folder is not then the build cache's. A tab or a line break in the
    /// name (allowed in one) does not split the libraries' paths the workers are handed.
    @Test func aCourseUnderAnyFolderNameCompilesAndRuns() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ayşe\tışık\nders %09-\(UUID().uuidString)")
        let course = parent.appendingPathComponent("dersler")
        defer { try? FileManager.default.removeItem(at: parent) }
        let lesson = course.appendingPathComponent("lessons/tr/01-a.md")
        try FileManager.default.createDirectory(
            at: lesson.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# Selam\n\n```swift\n// main.swift\nprint(selam())\n```\n".write(
            to: lesson, atomically: true, encoding: .utf8)
        _ = try writeKernel("Selam", "func selam() -> String { \"merhaba\" }\n", in: course)
        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        #expect(try String(contentsOf: lesson, encoding: .utf8).contains("```text\nmerhaba\n```"))
    }

    /// A block that hashes runs in twelve processes before its output is trusted not to follow hash order;
    /// that is remembered for its code, output and kernels, so the next `check` runs it once.
    @Test func aConfirmedOutputIsRememberedUntilTheKernelsChange() throws {
        let course = try temporaryCourse([
            "tr/01-a.md": "# Küme\n\n```swift\n// main.swift\nlet s: Set = [1, 2, 3]\nprint(s.count + sayi())\n```\n"
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let kernel = try writeKernel("Sayi", "func sayi() -> Int { 2 }\n", in: course)
        func started(_ output: String) -> Int? {
            guard let range = output.range(of: #"\((\d+) started\)"#, options: .regularExpression) else { return nil }
            return Int(output[range].dropFirst().prefix { $0.isNumber })
        }

        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course)
        #expect(filled.status == 0, "\(filled.output)")
        #expect(
            try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8).contains(
                "```text\n5\n```"))
        #expect(started(filled.output) ?? 0 >= 12, "\(filled.output)")
        let checked = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(started(checked.output) == 1, "\(checked.output)")

        // Another kernel body: the block may print something else; it does, and runs in twelve processes again.
        try "func sayi() -> Int { 3 }\n".write(to: kernel, atomically: true, encoding: .utf8)
        let changed = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(changed.status == 1)
        #expect(changed.output.contains("+6"), "\(changed.output)")
        #expect(started(changed.output) ?? 0 >= 12, "\(changed.output)")
        // That check confirmed the new output: `fill` runs it once, and once more because it differs from the transcript.
        let updated = try run(builder, ["fill", "--update", "--kernels", "kernels"], in: course)
        #expect(updated.status == 0, "\(updated.output)")
        #expect(started(updated.output) == 2, "\(updated.output)")
        #expect(
            try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8).contains(
                "```text\n6\n```"))
        let again = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(again.status == 0, "\(again.output)")
        #expect(started(again.output) == 1, "\(again.output)")
    }
}
