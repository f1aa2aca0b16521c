import Foundation
import Testing

/// The workflow and dev container `init` writes, judged by outside tools and readers, not by the code that
/// writes them: zizmor (GitHub Actions security audits), actionlint (with shellcheck on every `run:`),
/// GitHub's workflow schema through check-jsonschema, and PyYAML for the structure. `scripts/setup --test`
/// installs them all; a missing one fails the test.
@Suite struct WorkflowTemplateTests {
    /// A fresh course, removed by the caller.
    static func course(_ extra: [String] = []) throws -> URL {
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("workflow-\(UUID().uuidString)")
        let made = try lessonbuild(["init", course.path, "--languages", "en"] + extra)
        try #require(made.status == 0, "\(made.output)\(made.error)")
        return course
    }

    static let workflowPath = ".github/workflows/course.yml"
    static let urlDependency = ["--dependency", "https://example.org/lessonbuild.git", "--from", "1.0.0"]

    /// A YAML file as JSON values, through `python3` and PyYAML.
    static func yaml(_ file: URL) throws -> [String: Any] {
        let parsed = try run(
            "/usr/bin/env",
            [
                "python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                file.path,
            ])
        try #require(parsed.status == 0, "PyYAML could not read \(file.path): \(parsed.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [String: Any])
    }

    static func jobs(_ course: URL) throws -> [String: [String: Any]] {
        let workflow = try yaml(course.appendingPathComponent(workflowPath))
        return try #require(workflow["jobs"] as? [String: [String: Any]])
    }

    /// A path as one word of a POSIX shell.
    enum ShellQuoted {
        static func word(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    }

    static func steps(_ job: [String: Any]) -> [[String: Any]] { job["steps"] as? [[String: Any]] ?? [] }
    static func runs(_ job: [String: Any]) -> [String] { steps(job).compactMap { $0["run"] as? String } }

    /// A tool from `scripts/setup --test`, run in the course folder.
    static func tool(_ arguments: [String], in course: URL) throws -> RunResult {
        try run("/usr/bin/env", arguments, in: course)
    }

    // MARK: the outside checkers

    @Test(arguments: [[], urlDependency])
    func zizmorActionlintAndTheSchemaFindNothing(extra: [String]) throws {
        let course = try Self.course(extra)
        defer { try? FileManager.default.removeItem(at: course) }
        let zizmor = try Self.tool(["zizmor", "--offline", "--no-progress", Self.workflowPath], in: course)
        #expect(zizmor.status == 0 && zizmor.output.contains("No findings"), "\(zizmor.output)\(zizmor.error)")
        // Its pedantic persona too: nothing but style would be left.
        let pedantic = try Self.tool(
            ["zizmor", "--offline", "--no-progress", "--persona=pedantic", Self.workflowPath], in: course)
        #expect(pedantic.status == 0, "\(pedantic.output)")
        let actionlint = try Self.tool(["actionlint", Self.workflowPath], in: course)
        #expect(actionlint.status == 0 && actionlint.output.isEmpty, "\(actionlint.output)\(actionlint.error)")
        let schema = try Self.tool(
            ["check-jsonschema", "--builtin-schema", "vendor.github-workflows", Self.workflowPath], in: course)
        #expect(schema.status == 0, "\(schema.output)\(schema.error)")
    }

    /// The checker is not asleep: each near miss of the workflow is found (a tag instead of a commit, the
    /// checkout's credentials left at their default, Pages granted to every job, an expression expanded in a
    /// script, the trigger that hands a stranger's run the repository's token).
    @Test func zizmorFindsEachNearMiss() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let file = course.appendingPathComponent(Self.workflowPath)
        let original = try String(contentsOf: file, encoding: .utf8)
        let checkPermissions = "    permissions:\n      contents: read # to check out the course\n    strategy:"
        let nearMisses: [(from: String, to: String, finding: String)] = [
            (
                "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1", "actions/checkout@v7",
                "unpinned-uses"
            ),
            ("          persist-credentials: false\n", "", "artipacked"),
            (checkPermissions, "    strategy:", "excessive-permissions"),
            ("--shard \"$SHARD\"", "--shard ${{ github.head_ref }}", "template-injection"),
            ("  pull_request:\n", "  pull_request_target:\n", "dangerous-triggers"),
        ]
        for nearMiss in nearMisses {
            #expect(original.contains(nearMiss.from), "the workflow no longer holds \(nearMiss.from)")
            var text = original.replacingOccurrences(of: nearMiss.from, with: nearMiss.to)
            // Without a job's own permissions, the workflow's apply: the old workflow's, Pages for all.
            if nearMiss.finding == "excessive-permissions" {
                text = text.replacingOccurrences(
                    of: "permissions: {}", with: "permissions:\n  contents: read\n  pages: write\n  id-token: write")
            }
            try text.write(to: file, atomically: true, encoding: .utf8)
            let zizmor = try Self.tool(["zizmor", "--offline", "--no-progress", Self.workflowPath], in: course)
            #expect(
                zizmor.status != 0 && zizmor.output.contains("[\(nearMiss.finding)]"),
                "\(nearMiss.to): \(zizmor.output)")
        }
    }

    // MARK: what a reviewer of GitHub Actions asks

    @Test func onlyTheDeployJobMayWritePagesAndEveryActionIsPinnedByCommit() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let workflow = try Self.yaml(course.appendingPathComponent(Self.workflowPath))
        #expect((workflow["permissions"] as? [String: Any])?.isEmpty == true, "nothing granted to every job")
        let jobs = try Self.jobs(course)
        #expect(jobs["check"]?["permissions"] as? [String: String] == ["contents": "read"])
        #expect((jobs["build"]?["permissions"] as? [String: String])?["pages"] == "read")
        #expect(jobs["deploy"]?["permissions"] as? [String: String] == ["pages": "write", "id-token": "write"])
        for (name, job) in jobs {
            for step in Self.steps(job) {
                guard let uses = step["uses"] as? String else { continue }
                let commit = uses.split(separator: "@").last ?? ""
                #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit), "\(name): \(uses)")
                if uses.hasPrefix("actions/checkout@") {
                    #expect((step["with"] as? [String: Any])?["persist-credentials"] as? Bool == false, "\(name)")
                }
            }
        }
        // The version beside each commit, as a comment a reader (and Dependabot) reads.
        let text = try String(contentsOf: course.appendingPathComponent(Self.workflowPath), encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains("uses: ") {
            #expect(
                line.range(of: #"@[0-9a-f]{40} # v[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression) != nil,
                "\(line)")
        }
    }

    @Test func aPullRequestRunsOnceAndANewerPushCancelsItsOlderRun() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let workflow = try Self.yaml(course.appendingPathComponent(Self.workflowPath))
        // PyYAML reads the key `on` as the boolean true (YAML 1.1), as GitHub does not.
        let triggers = try #require((workflow["on"] ?? workflow["true"]) as? [String: Any])
        #expect((triggers["push"] as? [String: Any])?["branches"] as? [String] == ["main"], "\(triggers)")
        #expect(triggers.keys.contains("pull_request"))
        let concurrency = try #require(workflow["concurrency"] as? [String: Any])
        #expect((concurrency["group"] as? String)?.contains("github.event.pull_request.number") == true)
        #expect((concurrency["cancel-in-progress"] as? String)?.contains("pull_request") == true)
    }

    @Test func checkJobsAreAMatrixOfShardsThatCoverTheCourse() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let check = try #require(try Self.jobs(course)["check"])
        let strategy = try #require(check["strategy"] as? [String: Any])
        #expect(strategy["fail-fast"] as? Bool == false, "every shard reports, not just the first that fails")
        let shards = try #require((strategy["matrix"] as? [String: Any])?["shard"] as? [Int])
        #expect(shards.count >= 2 && shards == Array(1...shards.count), "\(shards)")
        let step = try #require(
            Self.steps(check).first { ($0["run"] as? String)?.contains("lessonbuild check") == true })
        let command = step["run"] as? String ?? ""
        #expect((step["env"] as? [String: String])?["SHARD"] == "${{ matrix.shard }}/${{ strategy.job-total }}")
        for option in ["--shard \"$SHARD\"", "--sandbox", "--format github", "--summary \"$GITHUB_STEP_SUMMARY\""] {
            #expect(command.contains(option), "\(command)")
        }
    }

    /// One rolling cache per runner, compiler and package: no hash of the lessons in the key, a prefix of it
    /// restored, only the main branch's build job saves, and it deletes the cache it started from.
    @Test func theCacheRollsOnOneKeyPerCompilerAndPackage() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let jobs = try Self.jobs(course)
        for name in ["check", "build"] {
            let all = Self.steps(try #require(jobs[name]))
            let restore = try #require(
                all.first { ($0["uses"] as? String)?.hasPrefix("actions/cache/restore@") == true })
            let with = try #require(restore["with"] as? [String: String])
            let key = with["key"] ?? ""
            #expect(with["path"] == ".build")
            #expect(!key.contains("lessons") && !key.contains("kernels") && !key.contains("course.json"), "\(key)")
            #expect(
                key.contains("steps.swift.outputs.version")
                    && key.contains("hashFiles('Package.swift', 'Package.resolved')"))
            let prefix = (with["restore-keys"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!prefix.isEmpty && key.hasPrefix(prefix) && key != prefix, "\(prefix)")
            // The release tool is built after the restore, and every run of the tool is that build.
            let index = all.firstIndex { $0["id"] as? String == "cache" } ?? all.count
            #expect(all[index...].contains { ($0["run"] as? String)?.contains("swift build -c release") == true })
            let tool = Self.runs(try #require(jobs[name])).filter {
                $0.contains("lessonbuild check") || $0.contains("lessonbuild build")
            }
            #expect(!tool.isEmpty && tool.allSatisfy { $0.hasPrefix("swift run -c release lessonbuild") }, "\(tool)")
            let saves = all.filter { ($0["uses"] as? String)?.hasPrefix("actions/cache/save@") == true }
            #expect(saves.count == (name == "build" ? 1 : 0), "\(name) saves \(saves.count)")
        }
        let build = Self.steps(try #require(jobs["build"]))
        #expect(build.contains { ($0["run"] as? String)?.hasPrefix("gh cache delete") == true })
        #expect(
            !Self.steps(try #require(jobs["check"])).contains {
                $0["uses"] as? String == nil && ($0["run"] as? String)?.contains("cache delete") == true
            })
    }

    @Test func theSiteIsBuiltAndPublishedFromMainAfterTheChecks() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let jobs = try Self.jobs(course)
        let build = try #require(jobs["build"])
        let deploy = try #require(jobs["deploy"])
        #expect(build["needs"] as? String == "check")
        #expect(deploy["needs"] as? String == "build")
        for job in [build, deploy] { #expect((job["if"] as? String)?.contains("refs/heads/main") == true) }
        #expect(
            Self.steps(build).contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-pages-artifact@") == true })
        #expect(Self.runs(build).contains { $0.contains("lessonbuild build --sandbox --format github --summary") })
    }

    /// The check and build steps' own command lines, run here with this build of the tool in place of
    /// `swift run -c release lessonbuild` and the variables GitHub sets: the share's check passes in the
    /// sandbox, both write their summary, and the site is built for the Pages address.
    @Test func theCheckAndBuildStepsRunAsWritten() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let jobs = try Self.jobs(course)
        let summary = course.appendingPathComponent("summary.md").path
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary
        environment["BASE_URL"] = "https://owner.example/course"
        let tool = productsDirectory.appendingPathComponent("lessonbuild").path
        for (job, command) in [("check", "lessonbuild check"), ("build", "lessonbuild build")] {
            let steps = Self.steps(try #require(jobs[job]))
            let step = try #require(steps.first { ($0["run"] as? String)?.contains(command) == true })
            for (name, value) in step["env"] as? [String: String] ?? [:] {
                // The matrix's first share of its three.
                environment[name] =
                    environment[name]
                    ?? value.replacingOccurrences(of: "${{ matrix.shard }}/${{ strategy.job-total }}", with: "1/3")
            }
            let line = try #require(step["run"] as? String)
            let script = line.replacingOccurrences(of: "swift run -c release lessonbuild", with: ShellQuoted.word(tool))
            #expect(script != line, "\(line)")
            let ran = try run("/bin/bash", ["-e", "-c", script], in: course, environment: environment)
            #expect(ran.status == 0, "\(job): \(ran.output)\(ran.error)")
        }
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.components(separatedBy: "**3 passed, 0 failed**").count == 3, "\(text)")
        let sitemap = try String(contentsOf: course.appendingPathComponent("site/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://owner.example/course/index.html</loc>"), "\(sitemap)")
    }

    // MARK: one compiler and one package list, named once

    /// The Debian packages of a job's install step (the words after `install … --no-install-recommends`).
    static func packages(inScript script: String) -> [String] {
        guard let start = script.range(of: "--no-install-recommends") else { return [] }
        var words: [String] = []
        for word in script[start.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }) {
            if word.hasPrefix("&&") || word.hasPrefix("sudo") { break }
            words.append(String(word))
        }
        return words
    }

    @Test func everyJobTheDockerfileAndSetupInstallTheSamePackagesOnce() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let jobs = try Self.jobs(course)
        var lists: [[String]] = []
        for name in ["check", "build"] {
            let installs = Self.runs(try #require(jobs[name])).filter { $0.contains("apt-get install") }
            #expect(installs.count == 1, "\(name) installs in \(installs.count) steps")
            lists.append(Self.packages(inScript: installs.first ?? ""))
        }
        let dockerfile = try String(
            contentsOf: course.appendingPathComponent(".devcontainer/Dockerfile"), encoding: .utf8)
        lists.append(Self.packages(inScript: dockerfile))
        let workflowList = try #require(lists.first)
        #expect(lists.allSatisfy { $0 == workflowList }, "\(lists)")
        #expect(Set(workflowList).count == workflowList.count, "\(workflowList)")
        // What this repository's own setup installs to build the tool and run the sandbox is among them.
        let setup = try String(contentsOf: packageRoot.appendingPathComponent("scripts/setup"), encoding: .utf8)
        let buildLine = try #require(setup.split(separator: "\n").first { $0.hasPrefix("packages=(") })
        let built = buildLine.dropFirst("packages=(".count).dropLast().split(separator: " ").map(String.init)
        #expect(!built.isEmpty && Set(built + ["bubblewrap"]).isSubset(of: Set(workflowList)), "\(built)")
        // The same base as the runner, Ubuntu 24.04.
        #expect(dockerfile.contains("FROM ubuntu:24.04"))
        #expect(jobs.values.allSatisfy { $0["runs-on"] as? String == "ubuntu-24.04" })
    }

    /// `.swift-version` holds the compiler `init` ran with (asked here of `swift --version`), and the
    /// workflow and the Dockerfile install the release it names by the same script.
    @Test func theCourseNamesItsCompilerOnceAndBothMachinesInstallIt() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let named = try String(contentsOf: course.appendingPathComponent(".swift-version"), encoding: .utf8)
        let asked = try run("/usr/bin/env", ["swift", "--version"])
        let version = try #require(
            asked.output.range(of: #"(?<=Swift version )[0-9][0-9.]*"#, options: .regularExpression).map {
                String(asked.output[$0])
            })
        #expect(named == version + "\n")
        let check = Self.steps(try #require(try Self.jobs(course)["check"]))
        let swift = try #require(check.first { $0["id"] as? String == "swift" }?["run"] as? String)
        #expect(swift.contains("< .swift-version") && swift.contains("download.swift.org"))
        #expect(swift.contains("gpg --batch --verify"), "the toolchain's signature is checked")
        let dockerfile = try String(
            contentsOf: course.appendingPathComponent(".devcontainer/Dockerfile"), encoding: .utf8)
        let shared = swift.split(separator: "\n").filter {
            !$0.contains("prefix=") && !$0.contains("GITHUB_") && !$0.contains("usr/bin/swift")
        }
        #expect(shared.count > 10 && shared.allSatisfy { dockerfile.contains($0 + "\n") }, "\(shared)")
        #expect(dockerfile.contains("COPY .swift-version"))
    }

    /// The install step, run with `curl` replaced by one that writes down what it is asked and fetches
    /// nothing: the toolchain's address is swift.org's for that release (its pattern written out here), and a
    /// `.swift-version` that names no release stops the step at that file before anything is fetched.
    @Test func theInstallStepFetchesTheReleaseItNamesAndRefusesOthers() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let check = Self.steps(try #require(try Self.jobs(course)["check"]))
        let script = try #require(check.first { $0["id"] as? String == "swift" }?["run"] as? String)
        let stubs = course.appendingPathComponent("stubs")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        let log = course.appendingPathComponent("curl.log")
        let curl = stubs.appendingPathComponent("curl")
        try "#!/bin/sh\nfor a in \"$@\"; do case $a in https://*) echo \"$a\" >> \"$CURL_LOG\";; esac; done\nexit 22\n"
            .write(to: curl, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: curl.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = stubs.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CURL_LOG"] = log.path
        environment["RUNNER_TEMP"] = course.appendingPathComponent("runner-temp").path
        let machine = try run("/usr/bin/env", ["uname", "-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let platform = machine == "aarch64" ? "ubuntu2404-aarch64" : "ubuntu2404"
        let file = machine == "aarch64" ? "ubuntu24.04-aarch64" : "ubuntu24.04"
        for version in ["6.3.1", "6.2"] {
            try? FileManager.default.removeItem(at: log)
            try (version + "\n").write(
                to: course.appendingPathComponent(".swift-version"), atomically: true, encoding: .utf8)
            let ran = try run(
                "/bin/bash", ["-e", "-o", "pipefail", "-c", script], in: course, environment: environment)
            #expect(ran.status != 0, "nothing was fetched, so the step fails")
            let asked = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let toolchain =
                "https://download.swift.org/swift-\(version)-release/\(platform)/swift-\(version)-RELEASE/swift-\(version)-RELEASE-\(file).tar.gz"
            // The keys first (the pipe into gpg fails on the stub's exit), so the toolchain only with -e off.
            #expect(asked.hasPrefix("https://www.swift.org/keys/all-keys.asc\n"), "\(asked)")
            let unchecked = try run(
                "/bin/bash", ["-c", script.replacingOccurrences(of: "gpg --batch --verify", with: "false")], in: course,
                environment: environment)
            #expect(unchecked.status != 0)
            let all = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(all.contains(toolchain + "\n") && all.contains(toolchain + ".sig\n"), "\(all)")
        }
        for named in ["6.3-dev", "6", "main", "6.3.1.2", " "] {
            try? FileManager.default.removeItem(at: log)
            try (named + "\n").write(
                to: course.appendingPathComponent(".swift-version"), atomically: true, encoding: .utf8)
            let ran = try run("/bin/bash", ["-e", "-c", script], in: course, environment: environment)
            #expect(
                ran.status == 1 && ran.output.hasPrefix("::error file=.swift-version,line=1::"),
                "\(named): \(ran.output)")
            #expect(!FileManager.default.fileExists(atPath: log.path), "\(named): fetched before refusing")
        }
    }

    // MARK: what a pull request may change

    /// The pull request step, run on a merge commit as GitHub makes one: afterwards the work tree is the base
    /// branch's but for the pull request's lessons, kernels and course.json (a lesson it deleted is gone).
    @Test func aPullRequestChangesOnlyTheLessonsKernelsAndCourseFile() throws {
        let course = try Self.course(Self.urlDependency)
        defer { try? FileManager.default.removeItem(at: course) }
        let check = try #require(try Self.jobs(course)["check"])
        let script = try #require(
            Self.steps(check).first { ($0["if"] as? String)?.contains("pull_request") == true }?["run"] as? String)
        let git = { (arguments: [String]) throws -> RunResult in
            try run("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: course)
        }
        try #require(try git(["init", "-q", "-b", "main"]).status == 0)
        try #require(try git(["add", "-A"]).status == 0)
        try #require(try git(["commit", "-qm", "base"]).status == 0)
        try #require(try git(["checkout", "-qb", "stranger"]).status == 0)
        let lesson = "lessons/en/01-first-lesson.md"
        let read = { (path: String) in try? String(contentsOf: course.appendingPathComponent(path), encoding: .utf8) }
        let base = ["Package.swift", ".swift-version", Self.workflowPath].map { ($0, read($0)) }
        let changes = [
            ("Package.swift", "evil manifest"), ("Package@swift-6.swift", "a manifest SwiftPM prefers"),
            (".swiftpm/configuration/mirrors.json", "{}"), (".swift-version", "5.9\n"),
            ("lessons/en/02-new.md", "# New\n"), ("kernels/Tally.swift", "// changed\n"),
            ("course.json", "{}\n"), (Self.workflowPath, "name: changed\n"),
        ]
        for (path, text) in changes {
            let file = course.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(at: course.appendingPathComponent(lesson))
        // Forced: .gitignore names .swiftpm/, and a stranger's commit may hold it all the same.
        try #require(try git(["add", "-A", "-f"]).status == 0)
        try #require(try git(["commit", "-qm", "stranger"]).status == 0)
        try #require(try git(["checkout", "-q", "main"]).status == 0)
        try #require(try git(["merge", "-q", "--no-ff", "stranger", "-m", "merge"]).status == 0)

        let ran = try run("/bin/bash", ["-e", "-c", script], in: course)
        #expect(ran.status == 0, "\(ran.output)\(ran.error)")
        for (path, text) in base { #expect(text != nil && read(path) == text, "\(path)") }
        #expect(read("Package@swift-6.swift") == nil && read(".swiftpm/configuration/mirrors.json") == nil)
        #expect(read(lesson) == nil && read("lessons/en/02-new.md") == "# New\n")
        #expect(read("kernels/Tally.swift") == "// changed\n" && read("course.json") == "{}\n")
        #expect(ran.output.hasPrefix("::warning::"), "\(ran.output)")
        for path in ["Package.swift", "Package@swift-6.swift", ".swift-version", Self.workflowPath] {
            #expect(ran.output.contains("  changed: \(path)\n"), "\(path): \(ran.output)")
        }
        #expect(!ran.output.contains("changed: lessons") && !ran.output.contains("changed: course.json"))
    }

    // MARK: the dev container

    @Test func theDevContainerForwardsThePreviewAndRunsTheREADMEsCommands() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let data = try Data(contentsOf: course.appendingPathComponent(".devcontainer/devcontainer.json"))
        let container = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let known: Set = ["name", "build", "postCreateCommand", "forwardPorts", "portsAttributes", "customizations"]
        #expect(Set(container.keys).isSubset(of: known), "\(container.keys)")
        let build = try #require(container["build"] as? [String: String])
        #expect(build["dockerfile"] == "Dockerfile" && build["context"] == "..")
        // `preview` serves on the first free port from 8000 (README "The preview").
        #expect(container["forwardPorts"] as? [Int] == [8000])
        #expect((container["portsAttributes"] as? [String: Any])?["8000"] != nil)
        let command = try #require(container["postCreateCommand"] as? String)
        #expect(command == "swift build -c release --product lessonbuild")
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        let mac = try #require(guide.components(separatedBy: "\n**On a Mac.**").dropFirst().first)
        let section = mac.components(separatedBy: "\n\n").first ?? ""
        #expect(section.contains("`\(command)`"), "the guide's \"On a Mac\" names what the container runs")
        #expect(section.contains("8000") && section.contains(".swift-version"), "\(section)")
    }
}
