import Foundation
import Testing

/// The workflow `init` writes, read as YAML by PyYAML (not by the code that writes it): a matrix of shard
/// jobs whose check together is the whole course, the build folder cached under a key of the compiler, the
/// package, the lessons and the kernels, the tool built in release, and the site published from main only.
@Suite struct WorkflowTemplateTests {
    /// The workflow of a fresh course as JSON values, through `python3` and PyYAML.
    func workflow() throws -> [String: Any] {
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("workflow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: course) }
        let made = try lessonbuild(["init", course.path, "--languages", "en"])
        try #require(made.status == 0, "\(made.output)\(made.error)")
        let parsed = try run(
            "/usr/bin/env",
            [
                "python3", "-c",
                "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                course.appendingPathComponent(".github/workflows/course.yml").path,
            ])
        try #require(parsed.status == 0, "PyYAML could not read the workflow: \(parsed.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [String: Any])
    }

    func steps(_ job: [String: Any]) -> [[String: Any]] { job["steps"] as? [[String: Any]] ?? [] }
    func runs(_ job: [String: Any]) -> [String] { steps(job).compactMap { $0["run"] as? String } }

    @Test func checkJobsAreAMatrixOfShardsThatCoverTheCourse() throws {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        let check = try #require(jobs["check"] as? [String: Any])
        let strategy = try #require(check["strategy"] as? [String: Any])
        #expect(strategy["fail-fast"] as? Bool == false, "every shard reports, not just the first that fails")
        let shards = try #require((strategy["matrix"] as? [String: Any])?["shard"] as? [Int])
        #expect(shards.count >= 2 && shards == Array(1...shards.count), "\(shards)")
        let checks = runs(check).filter { $0.contains("lessonbuild check") }
        #expect(checks.count == 1, "\(runs(check))")
        let command = checks.first ?? ""
        #expect(command.contains("--shard ${{ matrix.shard }}/${{ strategy.job-total }}"), "\(command)")
        #expect(command.contains("--sandbox") && command.contains("--format github"), "\(command)")
    }

    @Test func everyJobThatRunsTheToolRestoresTheCacheAndBuildsInRelease() throws {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        for name in ["check", "build"] {
            let job = try #require(jobs[name] as? [String: Any])
            let all = steps(job)
            let cacheIndex = try #require(
                all.firstIndex { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
            let with = try #require(all[cacheIndex]["with"] as? [String: Any])
            let paths = (with["path"] as? String ?? "").split(separator: "\n").map(String.init)
            #expect(paths.contains(".build") || paths.contains(".build/lessonbuild"), "\(name): \(paths)")
            let key = with["key"] as? String ?? ""
            // The compiler's version comes from a step that asks the compiler.
            let versionStep = all.first { ($0["id"] as? String).map { key.contains("steps.\($0).outputs.") } ?? false }
            #expect((versionStep?["run"] as? String)?.contains("swift --version") == true, "\(name): \(key)")
            #expect(key.contains("hashFiles(") && key.contains("lessons/**") && key.contains("kernels/**"), "\(key)")
            #expect(with["restore-keys"] != nil, "\(name): a changed lesson still starts from the last cache")
            // The release tool is built after the cache is restored, and every run of the tool is that build.
            let commands = all[(cacheIndex + 1)...].compactMap { $0["run"] as? String }
            #expect(commands.contains { $0.contains("swift build -c release") }, "\(name): \(commands)")
            let tool = runs(job).filter { run in
                ["check", "build", "fill"].contains { run.contains("lessonbuild \($0) ") }
            }
            #expect(!tool.isEmpty && tool.allSatisfy { $0.contains("swift run -c release lessonbuild") }, "\(tool)")
        }
    }

    @Test func theSiteIsBuiltAndPublishedFromMainAfterTheChecks() throws {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        let deploy = try #require(jobs["deploy"] as? [String: Any])
        #expect(build["needs"] as? String == "check")
        #expect(deploy["needs"] as? String == "build")
        for job in [build, deploy] { #expect((job["if"] as? String)?.contains("refs/heads/main") == true) }
        #expect(steps(build).contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-pages-artifact@") == true })
    }
}
