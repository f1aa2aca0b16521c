import Foundation
import Testing

/// A language with a kernels folder of its own (`kernels/<lang>/`) has its blocks compiled and its listings
/// checked against those kernels; a language without one uses the shared kernels. The expected outputs are
/// the words the two kernel files below return, written here by hand.
@Suite struct LanguageKernelsTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    /// The same block in every language: identical code, compiled against different kernels.
    let block = "```swift\n// main.swift\nprint(selam())\nprint(String(reflecting: Kart.self))\n```\n"
    let sharedKernel = "// Selam.swift — ortak\nstruct Kart {}\n\nfunc selam() -> String {\n    \"merhaba\"\n}\n"
    let azerbaijaniKernel = "// Selam.swift — az\nstruct Kart {}\n\nfunc selam() -> String {\n    \"salam\"\n}\n"

    private func course(azListing: String) throws -> URL {
        let course = try temporaryCourse([
            "tr/01-a.md": "# Bir\n\n\(block)",
            "az/01-a.md": "# Bir\n\n\(block)\n```swift\n\(azListing)```\n",
            "en/01-a.md": "# One\n\n\(block)",
        ])
        _ = try writeKernel("Selam", sharedKernel, in: course)
        let own = course.appendingPathComponent("kernels/az")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        try azerbaijaniKernel.write(to: own.appendingPathComponent("Selam.swift"), atomically: true, encoding: .utf8)
        return course
    }

    private func lesson(_ key: String, in course: URL) throws -> String {
        try String(contentsOf: course.appendingPathComponent("lessons/" + key), encoding: .utf8)
    }

    @Test func eachLanguageRunsAgainstItsOwnKernelsOrTheSharedOnes() throws {
        let course = try course(azListing: azerbaijaniKernel)
        defer { try? FileManager.default.removeItem(at: course) }
        let filled = try run(builder, ["fill", "--kernels", "kernels"], in: course)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        // Kernel types print as a standalone program's own (`main.Kart`), from either kernel module.
        #expect(try lesson("tr/01-a.md", in: course).contains("```text\nmerhaba\nmain.Kart\n```"))
        #expect(try lesson("az/01-a.md", in: course).contains("```text\nsalam\nmain.Kart\n```"))
        #expect(try lesson("en/01-a.md", in: course).contains("```text\nmerhaba\nmain.Kart\n```"))
        let checked = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.contains("4 passed, 0 failed"), "\(checked.output)")

        // The site: each language's kernels page shows its own kernels.
        let built = try run(builder, ["build", "--kernels", "kernels"], in: course)
        #expect(built.status == 0, "\(built.output)")
        let azPage = try String(contentsOf: course.appendingPathComponent("site/az/kernels.html"), encoding: .utf8)
        let trPage = try String(contentsOf: course.appendingPathComponent("site/tr/kernels.html"), encoding: .utf8)
        #expect(azPage.contains("salam") && !azPage.contains("merhaba"))
        #expect(trPage.contains("merhaba") && !trPage.contains("salam"))
    }

    @Test func aListingOnALanguagePageIsComparedWithThatLanguagesKernel() throws {
        let course = try course(azListing: sharedKernel)
        defer { try? FileManager.default.removeItem(at: course) }
        let checked = try run(builder, ["fill", "--kernels", "kernels"], in: course)
        #expect(checked.status == 1, "\(checked.output)")
        #expect(checked.output.contains("kernels/az/Selam.swift"), "\(checked.output)")
        #expect(checked.output.contains("lessons/az/01-a.md"), "\(checked.output)")
    }

    @Test func aKernelEditInOneLanguageChangesOnlyThatLanguagesOutput() throws {
        let course = try course(azListing: azerbaijaniKernel)
        defer { try? FileManager.default.removeItem(at: course) }
        #expect(try run(builder, ["fill", "--kernels", "kernels"], in: course).status == 0)
        let edited = azerbaijaniKernel.replacingOccurrences(of: "\"salam\"", with: "\"sağ ol\"")
        try edited.write(to: course.appendingPathComponent("kernels/az/Selam.swift"), atomically: true, encoding: .utf8)
        let checked = try run(builder, ["check", "--kernels", "kernels"], in: course)
        #expect(checked.status == 1)
        #expect(checked.output.contains("+sağ ol"), "\(checked.output)")
        #expect(checked.output.contains("lessons/az/01-a.md"), "\(checked.output)")
        #expect(!checked.output.contains("lessons/tr/01-a.md:"), "\(checked.output)")
        #expect(!checked.output.contains("lessons/en/01-a.md:"), "\(checked.output)")
    }
}
