import Foundation
import Testing

/// `check --shard K/N`: N shards together say exactly what one full check says, each block judged in one of
/// them; lessons that share a block share a shard; bad values are usage errors.
@Suite struct ShardTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path

    func block(_ code: String, _ transcript: String?) -> String {
        "```swift\n// main.swift\n\(code)\n```\n\n" + (transcript.map { "```text\n\($0)\n```\n\n" } ?? "")
    }

    /// Seven lessons: passing blocks, a wrong transcript, a missing one, a trap, a broken link, and one
    /// block (wrongly transcribed) in two lessons.
    func course() throws -> URL {
        let shared = block("print(\"ortak\", 6 * 7)", "ortak 41")
        return try temporaryCourse([
            "tr/01-bir.md": "# Bir\n\n" + block("print(1)", "1") + shared,
            "tr/02-iki.md": "# İki\n\n" + block("print(2)", "3") + block("print(22)", "22"),
            "tr/03-uc.md": "# Üç\n\n[yok](04-yok.md)\n\n" + block("print(3)", "3"),
            "tr/04-dort.md": "# Dört\n\n" + block("print(4)", nil),
            "tr/05-bes.md": "# Beş\n\n" + shared + block("print(5)", "5"),
            "tr/06-alti.md": "# Altı\n\n" + block("let a: [Int] = []\nprint(a[1])", "x"),
            "tr/07-yedi.md": "# Yedi\n\n" + block("print(7)", "7") + block("print(77)", "77"),
        ])
    }

    struct Outcome {
        var diagnostics: [String]
        var passed: Int
        var failed: Int
        var status: Int32
    }

    func check(_ course: URL, _ options: [String]) throws -> Outcome {
        let result = try run(builder, ["check", "--kernels", kernels, "--format", "json"] + options, in: course)
        let counts = result.error.split(separator: "\n").last { $0.hasSuffix(" failed") } ?? ""
        let numbers = counts.split(separator: " ").compactMap { Int($0) }
        return Outcome(
            diagnostics: result.output.split(separator: "\n").map(String.init),
            passed: numbers.first ?? -1, failed: numbers.last ?? -1, status: result.status)
    }

    @Test func shardsTogetherSayWhatTheFullCheckSays() throws {
        let course = try course()
        defer { try? FileManager.default.removeItem(at: course) }
        let full = try check(course, [])
        #expect(full.status == 1)
        #expect(full.passed + full.failed == 12, "\(full)")
        for count in 1...3 {
            let shards = try (1...count).map { try check(course, ["--shard", "\($0)/\(count)"]) }
            #expect(shards.reduce(0) { $0 + $1.passed } == full.passed, "N = \(count)")
            #expect(shards.reduce(0) { $0 + $1.failed } == full.failed, "N = \(count)")
            #expect(shards.flatMap(\.diagnostics).sorted() == full.diagnostics.sorted(), "N = \(count)")
            for (index, shard) in shards.enumerated() {
                #expect(shard.passed + shard.failed > 0, "shard \(index + 1)/\(count) checks nothing")
                // Each line stays one JSON object.
                for line in shard.diagnostics {
                    #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "\(line)")
                }
                // The block 01 and 05 share is judged with both lessons in one shard.
                let mentions = ["01-bir.md", "05-bes.md"].map { name in shard.diagnostics.contains { $0.contains(name) }
                }
                #expect(mentions[0] == mentions[1], "N = \(count): lessons sharing a block were split")
            }
        }
        // The same shard twice is the same share.
        #expect(try check(course, ["--shard", "2/3"]).diagnostics == check(course, ["--shard", "2/3"]).diagnostics)
    }

    @Test func githubFormatStaysWorkflowCommands() throws {
        let course = try course()
        defer { try? FileManager.default.removeItem(at: course) }
        var lines: [String] = []
        for index in 1...2 {
            let result = try run(
                builder, ["check", "--kernels", kernels, "--format", "github", "--shard", "\(index)/2"], in: course)
            #expect(result.status == 1)
            lines += result.output.split(separator: "\n").map(String.init)
        }
        // Beside the closing summary (plain lines, which a workflow log shows as text), only workflow commands.
        lines.removeAll { $0.hasPrefix("Ran ") || $0.hasSuffix(" failed") }
        #expect(lines.count == 6, "\(lines)")
        #expect(
            lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") },
            "\(lines)")
    }

    @Test(arguments: [
        ("0/3", "K must be from 1 to N (3)"), ("4/3", "K must be from 1 to N (3)"), ("x/y", "two whole numbers"),
        ("1/0", "N must be from 1"), ("2", "two whole numbers"), ("1/2/3", "two whole numbers"),
        ("-1/2", "two whole numbers"),
    ])
    func aBadShardIsAUsageError(value: String, message: String) throws {
        let result = try run(builder, ["check", "--shard", value])
        #expect(result.status == 64, "\(value): \(result.output)\(result.error)")
        #expect(result.error.contains("--shard"), "\(result.error)")
        #expect(result.error.contains(message), "\(value): \(result.error)")
    }
}
