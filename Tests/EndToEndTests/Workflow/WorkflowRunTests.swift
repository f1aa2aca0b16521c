import Foundation
import Testing

/// The workflow `init` writes, run job by job and step by step on this machine as GitHub runs it
/// (`RunnerEmulation`: a container a job, GitHub's variables and file commands, stand-ins for the actions and
/// for the programs that need GitHub or the internet), for a push to `main` and for a pull request whose
/// merge commit changes a lesson and `Package.swift`. What a run must show is written once (`pushFindings`,
/// `pullRequestFindings`), so the same judge that passes the workflow finds each broken variant of it.
@Suite struct WorkflowRunTests {
    typealias Template = WorkflowTemplateTests
    typealias Event = RunnerEmulation.Event
    typealias JobRun = RunnerEmulation.JobRun

    static let lesson = "lessons/en/01-first-lesson.md"
    /// The pull request's block, appended to the lesson (its transcript is what it prints).
    static let addedBlock = "\n## Total\n\n```swift\n// main.swift — total\nprint(6 * 7)\n```\n\n```text\n42\n```\n"
    /// The pull request's manifest: evaluating it outside the sandbox is what must never happen, and it fails
    /// loudly if it does.
    static let strangersManifest = """
        // swift-tools-version:6.0
        fatalError("the pull request's Package.swift was evaluated")

        """

    /// A course as a repository in an emulation of its own, and what the judge compares the runs with.
    struct Setting {
        var emulation: RunnerEmulation
        var workflow: [String: Any]
        var push: Event
        var pullRequest: Event
        var version: String
        var basePackage: String
        var pullRequestLesson: String
        var packages: [String]
        /// The cache an earlier run of `main` left (the rolling cache's one entry).
        var seededCache: String
    }

    /// A fresh `init` course (lessonbuild named by URL): `main` is the course as `init` wrote it, and the
    /// pull request's merge commit (`refs/pull/1/merge`, first parent `main`) adds a block to the lesson and
    /// replaces `Package.swift`.
    static func setting(root: URL, dockerSeccomp: Bool = false) throws -> Setting {
        let course = try Template.course(Template.urlDependency)
        let tool = productsDirectory.appendingPathComponent("lessonbuild")
        let version = try String(contentsOf: course.appendingPathComponent(".swift-version"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var emulation = try RunnerEmulation(root: root, tool: tool, swiftVersion: version)
        emulation.dockerSeccomp = dockerSeccomp
        try RunnerEmulation.dockerSeccompScript.write(
            to: root.appendingPathComponent("docker-seccomp.py"), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: course, to: emulation.origin)
        let origin = emulation.origin
        let read = { (path: String) in try String(contentsOf: origin.appendingPathComponent(path), encoding: .utf8) }
        let basePackage = try read("Package.swift")
        let git = { (arguments: [String]) throws -> String in
            let ran = try run(
                "/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: origin)
            try #require(ran.status == 0, "git \(arguments): \(ran.error)")
            return ran.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try git(["init", "-q", "-b", "main"])
        _ = try git(["add", "-A"])
        _ = try git(["commit", "-qm", "The course as init wrote it"])
        let base = try git(["rev-parse", "HEAD"])
        _ = try git(["checkout", "-qb", "stranger"])
        let pullRequestLesson = try read(lesson) + addedBlock
        try pullRequestLesson.write(to: origin.appendingPathComponent(lesson), atomically: true, encoding: .utf8)
        try strangersManifest.write(
            to: origin.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        _ = try git(["commit", "-qam", "A stranger's pull request"])
        _ = try git(["checkout", "-q", "--detach", "main"])
        _ = try git(["merge", "-q", "--no-ff", "stranger", "-m", "Merge the pull request into main"])
        let merge = try git(["rev-parse", "HEAD"])
        _ = try git(["update-ref", "refs/pull/1/merge", merge])
        _ = try git(["checkout", "-q", "main"])

        let dockerfile = try read(".devcontainer/Dockerfile")
        let key =
            try "lessonbuild-Linux-\(RunnerEmulation.architecture())-swift-\(version)-"
            + RunnerEmulation.hashFiles(["Package.swift", "Package.resolved"], in: origin) + "-41"
        let seeded = emulation.cacheStore.appendingPathComponent("\(key)/content")
        try FileManager.default.createDirectory(at: seeded, withIntermediateDirectories: true)
        let workflow = try Template.yaml(origin.appendingPathComponent(Template.workflowPath))
        try emulation.handOver()
        return Setting(
            emulation: emulation, workflow: workflow,
            push: Event(name: "push", ref: "refs/heads/main", sha: base),
            pullRequest: Event(name: "pull_request", ref: "refs/pull/1/merge", sha: merge, pullRequest: "1"),
            version: version, basePackage: basePackage, pullRequestLesson: pullRequestLesson,
            packages: Template.packages(inScript: dockerfile), seededCache: key)
    }

    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("workflow-run-\(UUID().uuidString)")
    }

    /// What `check` counts in a lesson text, found by plain scanning (not by the tool): the blocks with a
    /// transcript, and the kernel listings (a `swift` fence whose first line is `// Name.swift`, not `main`).
    static func blocks(_ text: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        let listings = zip(lines, lines.dropFirst()).filter { fence, first in
            fence == "```swift" && first != "// main.swift"
                && first.wholeMatch(of: #/\/\/ [A-Za-z0-9_]+\.swift/#) != nil
        }
        return scanTranscripts(text).count + listings.count
    }

    // MARK: the judge

    /// What every run of a job that sets the machine up must show: each step passed, the Debian packages
    /// asked for are the Dockerfile's list, the toolchain came from swift.org's address for the course's
    /// release and runs, and bubblewrap's AppArmor profile was written and loaded.
    static func setupFindings(_ job: JobRun, _ setting: Setting) -> [String] {
        let label = "\(job.job) \(job.shard.map(String.init) ?? "")"
        if let failed = job.failure { return ["\(label): \(failed.name) failed: \(excerpt(failed.output))"] }
        if job.skipped { return ["\(label) did not run"] }
        var found: [String] = []
        let log = job.log.split(separator: "\n").map(String.init)
        let apt = log.filter { $0.hasPrefix("apt-get ") }
        let install = "apt-get DEBIAN_FRONTEND=noninteractive install -y -qq --no-install-recommends "
        if apt != ["apt-get DEBIAN_FRONTEND= update -qq", install + setting.packages.joined(separator: " ")]
            || !setting.packages.contains("bubblewrap")
        {
            found.append("\(label): apt-get was asked \(apt), not for \(setting.packages)")
        }
        let machine = (try? run("/usr/bin/env", ["uname", "-m"]).output) ?? ""
        let url = RunnerEmulation.toolchainURL(
            version: setting.version, machine: machine.hasPrefix("aarch64") ? "aarch64" : "x86_64")
        let fetched = log.filter { $0.hasPrefix("curl ") }
        if fetched != ["curl " + RunnerEmulation.keysURL, "curl " + url, "curl \(url).sig"] {
            found.append("\(label): fetched \(fetched)")
        }
        let swift = job.steps.first { $0.name == "Install the course's Swift" }?.output ?? ""
        if !swift.contains("Swift version \(setting.version)") { found.append("\(label): \(swift)") }
        let profile = try? String(
            contentsOf: job.machine.appendingPathComponent("apparmor.d/bwrap"), encoding: .utf8)
        if !log.contains("apparmor_parser --replace /etc/apparmor.d/bwrap")
            || profile?.contains("profile bwrap /usr/bin/bwrap") != true || profile?.contains("  userns,\n") != true
        {
            found.append("\(label): the AppArmor profile \(profile ?? "is missing"), \(log)")
        }
        return found
    }

    /// A step's output, its beginning and end when long (a crash's backtrace follows its message).
    static func excerpt(_ output: String) -> String {
        output.count <= 2000 ? output : output.prefix(1200) + "\n…\n" + output.suffix(800)
    }

    /// The passed and failed counts of a job's summary (`**N passed, M failed**`).
    static func counts(_ summary: String) -> (passed: Int, failed: Int)? {
        guard let range = summary.range(of: #"\*\*[0-9]+ passed, [0-9]+ failed\*\*"#, options: .regularExpression)
        else { return nil }
        let numbers = summary[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// The check shards: all three ran and passed, each summary names its share, and together they passed
    /// every block of the lessons the event's commit should be checked with.
    static func checkFindings(_ runs: [JobRun], _ setting: Setting, blocks: Int) -> [String] {
        let checks = runs.filter { $0.job == "check" }
        var found = checks.flatMap { setupFindings($0, setting) }
        if checks.map(\.shard) != [1, 2, 3] { found.append("check ran as \(checks.map(\.shard))") }
        var passed = 0
        for check in checks {
            let shard = check.shard ?? 0
            guard let counts = counts(check.summary), check.summary.contains("share \(shard) of 3"), counts.failed == 0
            else {
                found.append("check \(shard): the summary \(check.summary)")
                continue
            }
            passed += counts.passed
        }
        if passed != blocks { found.append("the shards passed \(passed) blocks, not \(blocks)") }
        return found
    }

    /// A push to main: checked with main's lessons, built for the Pages address, the site uploaded and
    /// "deployed", and the cache rolled: the run's own saved, the one it started from deleted.
    static func pushFindings(_ runs: [JobRun], _ setting: Setting) -> [String] {
        let base = (try? String(contentsOf: setting.emulation.origin.appendingPathComponent(lesson), encoding: .utf8))
        var found = checkFindings(runs, setting, blocks: blocks(base ?? ""))
        for check in runs where check.job == "check" {
            if check.steps.contains(where: { $0.name.hasPrefix("Take only") && $0.ran }) {
                found.append("the pull request step ran on a push")
            }
        }
        guard let build = runs.first(where: { $0.job == "build" }),
            let deploy = runs.first(where: { $0.job == "deploy" })
        else { return found + ["no build or deploy job"] }
        found += setupFindings(build, setting)
        if !deploy.passed || deploy.steps.map(\.ran) != [true] { found.append("deploy: \(deploy.steps)") }
        if counts(build.summary)?.passed != blocks(base ?? "") { found.append("build summary: \(build.summary)") }
        let site = setting.emulation.artifacts.appendingPathComponent("github-pages")
        let sitemap = try? String(contentsOf: site.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        if sitemap?.contains("<loc>\(RunnerEmulation.pagesURL)/index.html</loc>") != true {
            found.append("the uploaded site's sitemap: \(sitemap ?? "missing")")
        }
        let caches = (try? FileManager.default.contentsOfDirectory(atPath: setting.emulation.cacheStore.path)) ?? []
        let prefix = setting.seededCache.dropLast("41".count)
        if caches != [prefix + "42"] { found.append("the caches after main's run: \(caches)") }
        if !build.log.contains("gh cache delete \(setting.seededCache) --repo \(RunnerEmulation.repository) token=set")
        {
            found.append("the old cache was not deleted: \(build.log)")
        }
        return found
    }

    /// A pull request: checked with its lessons on the base branch's everything else (its Package.swift
    /// named in a warning, never evaluated), nothing built or deployed, no cache saved.
    static func pullRequestFindings(_ runs: [JobRun], _ setting: Setting) -> [String] {
        var found = checkFindings(runs, setting, blocks: blocks(setting.pullRequestLesson))
        for check in runs where check.job == "check" {
            let read = { (path: String) in
                try? String(contentsOf: check.workspace.appendingPathComponent(path), encoding: .utf8)
            }
            if read("Package.swift") != setting.basePackage { found.append("the checked Package.swift is not main's") }
            if read(lesson) != setting.pullRequestLesson {
                found.append("the checked lesson is not the pull request's")
            }
            let step = check.steps.first { $0.name.hasPrefix("Take only") }
            if step?.ran != true || step?.output.contains("::warning::") != true
                || step?.output.contains("  changed: Package.swift\n") != true
            {
                found.append("the pull request step said \(step?.output ?? "nothing")")
            }
        }
        if !runs.filter({ $0.job != "check" }).allSatisfy({ $0.skipped }) {
            found.append("a pull request built or deployed")
        }
        return found
    }

    /// The names and sizes in a folder outside the emulation, to show the run left it as it was.
    static func listing(_ path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { name in
            let size = (try? FileManager.default.attributesOfItem(atPath: path + "/" + name)[.size] as? Int) ?? -1
            return "\(name) \(size)"
        }
    }

    // MARK: the runs

    /// Both events, every job and every step, as an unprivileged user whose namespaces are allowed (the
    /// runner with the workflow's AppArmor step): everything passes, and the machine outside the emulation's
    /// folder is as it was (everything else is read-only in the container; these are spot checks).
    @Test func everyJobPassesOnAPushToMainAndOnAPullRequest() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let watched = ["/etc/apparmor.d", productsDirectory.path]
        let before = watched.map(Self.listing)
        let setting = try Self.setting(root: root)
        let push = try setting.emulation.runWorkflow(setting.workflow, event: setting.push, runID: 42)
        let pushFound = Self.pushFindings(push, setting)
        #expect(pushFound.isEmpty, "\(pushFound.joined(separator: "\n"))")
        let pullRequest = try setting.emulation.runWorkflow(setting.workflow, event: setting.pullRequest, runID: 43)
        let pullRequestFound = Self.pullRequestFindings(pullRequest, setting)
        #expect(pullRequestFound.isEmpty, "\(pullRequestFound.joined(separator: "\n"))")
        let caches = (try? FileManager.default.contentsOfDirectory(atPath: setting.emulation.cacheStore.path)) ?? []
        #expect(caches.count == 1, "a pull request saves no cache: \(caches)")
        #expect(watched.map(Self.listing) == before)
        #expect(
            !FileManager.default.fileExists(atPath: "/etc/apparmor.d/bwrap")
                || before[0].contains { $0.hasPrefix("bwrap ") })
    }

    /// Under Docker's default seccomp profile (a `container:` job) the namespaces are refused: the step that
    /// starts bubblewrap fails, saying so, and nothing after it runs (no block runs unsandboxed).
    @Test func theSandboxStepFailsLoudlyWhenNamespacesAreRefused() throws {
        let probe = try run("/usr/bin/python3", ["-c", "import seccomp"])
        try #require(probe.status == 0, "scripts/setup --test installs python3-seccomp: \(probe.error)")
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let setting = try Self.setting(root: root, dockerSeccomp: true)
        let push = try setting.emulation.runWorkflow(setting.workflow, event: setting.push, runID: 42)
        let checks = push.filter { $0.job == "check" }
        #expect(checks.count == 3)
        for check in checks {
            let failed = check.failure
            #expect(failed?.name == "Let bubblewrap make its namespaces", "\(check.steps)")
            #expect(failed?.output.contains("bwrap: ") == true && failed?.output.contains("namespace") == true)
            let after = check.steps.drop { $0.name != "Let bubblewrap make its namespaces" }.dropFirst()
            #expect(!after.isEmpty && after.allSatisfy { !$0.ran }, "\(after)")
            #expect(check.steps.prefix { $0.name != "Let bubblewrap make its namespaces" }.contains { $0.ran })
        }
        #expect(push.filter { $0.job != "check" }.allSatisfy { $0.skipped })
        #expect(!Self.pushFindings(push, setting).isEmpty)
    }

    /// Broken variants of the workflow, each run as a pull request: the judge finds each (the first is silent,
    /// every step passes, and only what was checked shows it).
    @Test(arguments: [
        ("drops the restore of the pull request's lessons", "the shards passed 3 blocks, not 4"),
        ("checks the pull request's Package.swift out", "the pull request's Package.swift was evaluated"),
        // The runner has no swift of its own (checked below): only `$GITHUB_PATH` makes the installed one found.
        ("installs Swift after building lessonbuild", "swift: command not found"),
        (
            "takes the pull request's files before the checkout",
            "Take only lessons kernels course.json from the pull request failed"
        ),
    ])
    func aBrokenWorkflowIsFound(mutation: String, finding: String) throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        var setting = try Self.setting(root: root)
        try #require(RunnerEmulation.systemPath.allSatisfy { !FileManager.default.fileExists(atPath: $0 + "/swift") })
        var jobs = try #require(setting.workflow["jobs"] as? [String: [String: Any]])
        var steps = try #require(jobs["check"]?["steps"] as? [[String: Any]])
        let index = try #require(steps.firstIndex { ($0["name"] as? String)?.hasPrefix("Take only") == true })
        let script = try #require(steps[index]["run"] as? String)
        let restore = "git restore --source=\"$merged\" --worktree -- \"$path\""
        let base = "git -c advice.detachedHead=false checkout --quiet --detach HEAD^1"
        try #require(script.contains(restore) && script.contains(base) && index == 1)
        switch mutation {
        case "drops the restore of the pull request's lessons":
            steps[index]["run"] = script.replacingOccurrences(of: restore, with: ":")
        case "checks the pull request's Package.swift out":
            steps[index]["run"] = script.replacingOccurrences(of: base, with: ":")
        case "installs Swift after building lessonbuild":
            let swift = try #require(steps.firstIndex { $0["id"] as? String == "swift" })
            let build = try #require(steps.firstIndex { $0["name"] as? String == "Build lessonbuild" })
            steps.insert(steps.remove(at: swift), at: build)
        default:
            steps.swapAt(0, index)
        }
        jobs["check"]?["steps"] = steps
        setting.workflow["jobs"] = jobs
        let runs = try setting.emulation.runWorkflow(setting.workflow, event: setting.pullRequest, runID: 43)
        let found = Self.pullRequestFindings(runs, setting)
        #expect(found.contains { $0.contains(finding) }, "\(mutation): \(found.joined(separator: "\n"))")
    }
}

/// The emulation's own parts that the workflow does not reach in every way: GitHub's expression rules
/// (written out here from GitHub's documentation, not from the evaluator) and its file-command format.
@Suite struct RunnerEmulationPartsTests {
    static var expression: WorkflowExpression {
        WorkflowExpression(
            values: [
                "github.event_name": "pull_request", "github.ref": "refs/heads/main", "steps.cache.outputs.hit": "true",
            ]
        ) { names in names.joined(separator: "+") }
    }

    @Test func expressionsFollowGitHubsRules() throws {
        let cases: [(String, String)] = [
            ("github.event_name == 'pull_request'", "true"), ("github.event_name == 'Pull_Request'", "true"),
            ("github.event_name != 'pull_request'", "false"), ("github.event_name == 'push'", "false"),
            ("steps.cache.outputs.hit != 'true' && steps.swift.outputs.version != ''", "false"),
            ("steps.swift.outputs.version == ''", "true"), ("'' || 'fallback'", "fallback"),
            ("'first' || 'fallback'", "first"), ("'' && 'never'", ""), ("'it''s'", "it's"),
            ("(github.ref == 'x' || github.ref == 'refs/heads/main') && true", "true"),
            ("hashFiles('Package.swift', 'Package.resolved')", "Package.swift+Package.resolved"),
        ]
        for (text, value) in cases {
            #expect(try Self.expression.evaluate(text).text == value, "\(text)")
        }
        #expect(
            try Self.expression.substitute("a-${{ github.ref }}-${{ steps.x.outputs.y }}-b") == "a-refs/heads/main--b")
        #expect(try Self.expression.condition("${{ github.event_name == 'pull_request' }}"))
        #expect(try !Self.expression.condition("steps.cache.outputs.hit == 'false'"))
    }

    /// What the emulation does not know is refused, never guessed.
    @Test func unknownExpressionsAreRefused() {
        for text in [
            "always()", "success() && true", "github.actor == 'x'", "env.NAME", "matrix.shard", "github.ref ==",
            "'open", "hashFiles('**/Package.swift') || fromJSON('1')", "github.ref < 'x'", "steps.a.b",
        ] {
            #expect(throws: WorkflowExpression.Unsupported.self, "\(text)") {
                _ = try Self.expression.evaluate(text)
            }
        }
    }

    @Test func fileCommandsReadBothForms() throws {
        let text = "plain=a=b\nmany<<END\nline 1\nline=2\nEND\n\nempty=\n"
        let pairs = try RunnerEmulation.fileCommands(text)
        #expect(pairs.map(\.0) == ["plain", "many", "empty"])
        #expect(pairs.map(\.1) == ["a=b", "line 1\nline=2", ""])
        #expect(throws: WorkflowExpression.Unsupported.self) { try RunnerEmulation.fileCommands("no separator\n") }
    }
}
