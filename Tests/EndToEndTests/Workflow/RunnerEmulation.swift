import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// GitHub's hosted runner and the services a workflow reaches, emulated in one temporary folder (`root`) well
/// enough to run the workflow `init` writes step by step, as GitHub runs it:
///
/// - Every job gets a machine of its own (`machines/<job>/`): a workspace, `RUNNER_TEMP`, a home, its `/tmp`
///   and its `/etc/apparmor.d`. Its steps run in a container made with bubblewrap: the whole file system
///   read-only but `root` (and those folders bound over `/tmp` and `/etc/apparmor.d`; the machine's `/proc`
///   as it is, since a new proc mount there would keep bubblewrap inside from mounting its own), and as an
///   unprivileged user (uid 1001, the runner's) when the test runs as root. So a step that writes
///   anywhere outside `root` fails, and the machine is left as it was.
/// - `run:` steps run as `bash --noprofile --norc -eo pipefail FILE` (GitHub's command for `shell: bash`) with
///   GitHub's variables and its file commands (`$GITHUB_ENV`, `$GITHUB_PATH`, `$GITHUB_OUTPUT`,
///   `$GITHUB_STEP_SUMMARY`) read back after each step. A step runs only when every step before it passed
///   and its `if:` holds (GitHub's implicit `success()`).
/// - `uses:` steps are stand-ins (`RunnerStandIns`), shell scripts run in the same container, their inputs
///   in `INPUT_<NAME>` as GitHub passes them; the programs that need GitHub, the internet or root are
///   scripts first on `PATH` (`RunnerStubs`) that write down what they are asked.
/// - With `dockerSeccomp`, every step also runs under the namespace rules of Docker's default seccomp profile
///   (the environment of a `container:` job), loaded through Debian's `python3-seccomp`.
///
/// Not emulated: `permissions`, `concurrency` and `environment` (GitHub's, checked by zizmor and the other
/// tests), AppArmor itself (namespaces are allowed here with or without the profile), and the services behind
/// the actions (only what the workflow relies on of each is stood in for).
struct RunnerEmulation {
    let root: URL
    /// The course's repository, as GitHub holds it: `main` and the pull request's merge ref.
    var origin: URL { root.appendingPathComponent("origin") }
    /// Actions caches, one folder a key (its `content` is the saved path).
    var cacheStore: URL { root.appendingPathComponent("caches") }
    /// Uploaded artifacts (`github-pages`).
    var artifacts: URL { root.appendingPathComponent("artifacts") }
    /// The files the `curl` stand-in serves, named by their address (`/` and `:` as `_`).
    var served: URL { root.appendingPathComponent("served") }
    /// This build's lessonbuild, which stands in for the course's own `swift build` of it.
    let tool: URL
    var dockerSeccomp = false

    /// The runner's user (GitHub's `runner` account has this uid).
    static let runnerUser = "1001"
    static let runnerID: uid_t = 1001
    static let repository = "owner/course"
    /// A runner's system folders, the `PATH` after the stubs.
    static let systemPath = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"]
    static let pagesURL = "https://owner.github.io/course"
    /// The toolchain this test runs with (`swift` on its `PATH`), which the served tarball's `swift` calls.
    static func realSwift() throws -> String {
        let found = try run("/bin/sh", ["-c", "command -v swift"]).output.trimmingCharacters(
            in: .whitespacesAndNewlines)
        try #require(!found.isEmpty, "no swift on the PATH")
        // As found, not resolved: `swift` is a link to `swift-driver`, which acts by the name it is called by.
        return found
    }

    struct Event {
        var name: String
        var ref: String
        var sha: String
        var pullRequest: String?
    }

    struct StepRun {
        var name: String
        /// False for a step whose `if:` did not hold or that followed a failure.
        var ran: Bool
        var status: Int32
        var output: String
    }

    struct JobRun {
        var job: String
        var shard: Int?
        var skipped: Bool
        var steps: [StepRun]
        var summary: String
        var machine: URL
        var workspace: URL { machine.appendingPathComponent("workspace") }
        var log: String { (try? String(contentsOf: machine.appendingPathComponent("log"), encoding: .utf8)) ?? "" }
        var failure: StepRun? { steps.first { $0.ran && $0.status != 0 } }
        var passed: Bool { !skipped && failure == nil }
    }

    /// Makes the folders and the served toolchain; the caller adds the repository (`origin`).
    init(root: URL, tool: URL, swiftVersion: String) throws {
        self.root = root
        self.tool = tool
        for folder in [cacheStore, artifacts, served, root.appendingPathComponent("machines")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try serveToolchain(version: swiftVersion)
    }

    /// swift.org's keys, the release's tarball and its signature, as the install step fetches them: the
    /// tarball holds `usr/bin/swift`, a script that hands its arguments to this machine's real toolchain.
    func serveToolchain(version: String) throws {
        let machine = try run("/usr/bin/env", ["uname", "-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let suffix = machine == "aarch64" ? "-aarch64" : ""
        let release = "swift-\(version)-RELEASE"
        let url = Self.toolchainURL(version: version, machine: machine)
        let folder = "\(release)-ubuntu24.04\(suffix)"
        let source = root.appendingPathComponent("toolchain/\(folder)/usr/bin")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try Self.writeExecutable(
            source.appendingPathComponent("swift"), "#!/bin/sh\nexec \(try Self.realSwift()) \"$@\"\n")
        let tarball = served.appendingPathComponent(Self.servedName(url))
        let tar = try run(
            "/usr/bin/env", ["tar", "-czf", tarball.path, "-C", root.appendingPathComponent("toolchain").path, folder])
        try #require(tar.status == 0, "\(tar.error)")
        let sum = try run("/usr/bin/env", ["sha256sum", tarball.path]).output.prefix(64)
        try "good signature for \(sum)".write(
            to: served.appendingPathComponent(Self.servedName(url + ".sig")), atomically: true, encoding: .utf8)
        try "swift.org's keys, stood in\n".write(
            to: served.appendingPathComponent(Self.servedName(Self.keysURL)), atomically: true, encoding: .utf8)
    }

    static let keysURL = "https://www.swift.org/keys/all-keys.asc"

    /// swift.org's address of a release's Ubuntu 24.04 toolchain (its pattern written out here, not read
    /// from the workflow).
    static func toolchainURL(version: String, machine: String) -> String {
        let platform = machine == "aarch64" ? "ubuntu2404-aarch64" : "ubuntu2404"
        let file = machine == "aarch64" ? "ubuntu24.04-aarch64" : "ubuntu24.04"
        let release = "swift-\(version)-RELEASE"
        return "https://download.swift.org/swift-\(version)-release/\(platform)/\(release)/\(release)-\(file).tar.gz"
    }

    static func servedName(_ url: String) -> String {
        url.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ":", with: "_")
    }

    static func writeExecutable(_ file: URL, _ text: String) throws {
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// Hands `root` to the runner's user, so its steps may write there and nowhere else.
    func handOver() throws {
        guard getuid() == 0 else { return }
        let owned = try run("/usr/bin/env", ["chown", "-R", "\(Self.runnerUser):\(Self.runnerUser)", root.path])
        try #require(owned.status == 0, "\(owned.error)")
    }

    // MARK: the container

    /// A command as a step's process: in its machine's container, as the runner's user, under Docker's
    /// seccomp rules when asked.
    func contained(_ command: [String], machine: URL) -> [String] {
        var mounts = [
            "--ro-bind", "/", "/", "--dev", "/dev", "--bind", "/proc", "/proc", "--die-with-parent",
            "--bind", machine.appendingPathComponent("tmp").path, "/tmp", "--bind", root.path, root.path,
            "--bind", machine.appendingPathComponent("apparmor.d").path, "/etc/apparmor.d",
            "--chdir", machine.appendingPathComponent("workspace").path,
        ]
        var inner = command
        if dockerSeccomp {
            inner = ["/usr/bin/python3", root.appendingPathComponent("docker-seccomp.py").path] + inner
        }
        if getuid() == 0 {
            let user = Self.runnerUser
            inner = ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--"] + inner
        } else {
            // Not root: the test's own user is unprivileged already; a user namespace lets it bind the folders.
            mounts = ["--unshare-user"] + mounts
        }
        return ["/usr/bin/bwrap"] + mounts + ["--"] + inner
    }

    /// The namespace rules of Docker's default seccomp profile (moby's `profiles/seccomp/default.json`) for
    /// a container without `CAP_SYS_ADMIN`: `unshare`, `setns`, `mount`, `umount2` and `pivot_root` answer
    /// EPERM, `clone` with any `CLONE_NEW…` flag (its mask 0x7E020000) too, and `clone3` ENOSYS (so libc
    /// falls back to `clone`). Every other call is allowed, as far as this test needs.
    static let dockerSeccompScript = """
        import errno, os, sys, seccomp
        rules = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
        for call in ["unshare", "setns", "mount", "umount2", "pivot_root"]:
            rules.add_rule(seccomp.ERRNO(errno.EPERM), call)
        for flag in [0x00020000, 0x02000000, 0x04000000, 0x08000000, 0x10000000, 0x20000000, 0x40000000]:
            rules.add_rule(seccomp.ERRNO(errno.EPERM), "clone", seccomp.Arg(0, seccomp.MASKED_EQ, flag, flag))
        rules.add_rule(seccomp.ERRNO(errno.ENOSYS), "clone3")
        rules.load()
        os.execv(sys.argv[1], sys.argv[1:])

        """
}

// MARK: running a workflow

extension RunnerEmulation {
    /// What a job's steps leave for the next: `$GITHUB_ENV`'s variables, `$GITHUB_PATH`'s folders (in the
    /// order added), the outputs of steps with an `id`, and the summary so far.
    struct JobState {
        var environment: [String: String] = [:]
        var path: [String] = []
        var outputs: [String: String] = [:]
        var summary = ""
    }

    static let knownWorkflowKeys: Set = ["name", "on", "true", "permissions", "concurrency", "defaults", "jobs"]
    static let knownJobKeys: Set = [
        "name", "if", "needs", "runs-on", "permissions", "strategy", "steps", "environment",
    ]
    static let knownStepKeys: Set = ["name", "id", "if", "run", "env", "uses", "with"]

    static func unsupported(_ what: String) -> WorkflowExpression.Unsupported {
        WorkflowExpression.Unsupported(description: what)
    }

    /// Every job of the workflow for one event, each after the jobs it needs (a job runs only when all
    /// their runs passed); a matrix job once a shard.
    func runWorkflow(_ workflow: [String: Any], event: Event, runID: Int) throws -> [JobRun] {
        guard Set(workflow.keys).isSubset(of: Self.knownWorkflowKeys),
            ((workflow["defaults"] as? [String: Any])?["run"] as? [String: Any])?["shell"] as? String == "bash",
            let jobs = workflow["jobs"] as? [String: [String: Any]]
        else { throw Self.unsupported("a workflow shaped otherwise than this emulation knows: \(workflow.keys)") }
        var runs: [JobRun] = []
        for name in try Self.order(jobs) {
            let job = jobs[name] ?? [:]
            guard Set(job.keys).isSubset(of: Self.knownJobKeys) else { throw Self.unsupported("job \(name)") }
            let ready = Self.needs(job).allSatisfy { need in runs.filter { $0.job == need }.allSatisfy(\.passed) }
            let strategy = job["strategy"] as? [String: Any]
            let matrix = strategy?["matrix"] as? [String: Any] ?? [:]
            guard Set(matrix.keys).isSubset(of: ["shard"]) else { throw Self.unsupported("matrix \(matrix.keys)") }
            let shards: [Int?] = (matrix["shard"] as? [Int]) ?? [nil]
            for shard in shards {
                let context = try self.context(event, runID: runID, shard: shard, total: shards.count)
                runs.append(try runJob(name, job, shard: shard, context: context, event: event, ready: ready))
            }
        }
        return runs
    }

    static func needs(_ job: [String: Any]) -> [String] {
        (job["needs"] as? String).map { [$0] } ?? (job["needs"] as? [String] ?? [])
    }

    /// The jobs in an order where each comes after the jobs it needs.
    static func order(_ jobs: [String: [String: Any]]) throws -> [String] {
        var placed: [String] = []
        while placed.count < jobs.count {
            guard
                let next = jobs.keys.sorted().first(where: { name in
                    !placed.contains(name) && needs(jobs[name] ?? [:]).allSatisfy(placed.contains)
                })
            else { throw unsupported("jobs whose needs never resolve") }
            placed.append(next)
        }
        return placed
    }

    func context(_ event: Event, runID: Int, shard: Int?, total: Int) throws -> [String: String] {
        var values = [
            "github.event_name": event.name, "github.ref": event.ref, "github.sha": event.sha,
            "github.run_id": String(runID), "github.repository": Self.repository, "github.token": "stand-in-token",
            "github.event.pull_request.number": event.pullRequest ?? "", "runner.os": "Linux",
            "runner.arch": try Self.architecture(), "strategy.job-total": String(total),
        ]
        if let shard { values["matrix.shard"] = String(shard) }
        return values
    }

    static func architecture() throws -> String {
        try run("/usr/bin/env", ["uname", "-m"]).output.hasPrefix("aarch64") ? "ARM64" : "X64"
    }

    func runJob(
        _ name: String, _ job: [String: Any], shard: Int?, context: [String: String], event: Event, ready: Bool
    ) throws -> JobRun {
        let machine = root.appendingPathComponent(
            "machines/\(event.name)-\(context["github.run_id"] ?? "")-\(name)\(shard.map { "-\($0)" } ?? "")")
        try makeMachine(machine)
        var result = JobRun(job: name, shard: shard, skipped: false, steps: [], summary: "", machine: machine)
        let workspace = result.workspace
        var expression = WorkflowExpression(values: context) { try Self.hashFiles($0, in: workspace) }
        guard ready, try expression.condition(job["if"] as? String ?? "true") else {
            result.skipped = true
            return result
        }
        var state = JobState()
        let base = baseEnvironment(machine: machine, context: context)
        for (number, step) in (job["steps"] as? [[String: Any]] ?? []).enumerated() {
            expression.values = context.merging(state.outputs) { $1 }
            let name = step["name"] as? String ?? step["uses"] as? String ?? step["run"] as? String ?? "step"
            guard result.failure == nil, try expression.condition(step["if"] as? String ?? "true") else {
                result.steps.append(StepRun(name: name, ran: false, status: 0, output: ""))
                continue
            }
            var ran = try runStep(step, number: number, machine: machine, base: base, state: &state, expression)
            ran.name = name
            result.steps.append(ran)
        }
        result.summary = state.summary
        return result
    }

    /// A machine's folders and its stubs, the runner's user's.
    func makeMachine(_ machine: URL) throws {
        for folder in ["workspace", "temp", "home", "tmp", "apparmor.d", "stubs"] {
            try FileManager.default.createDirectory(
                at: machine.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        _ = FileManager.default.createFile(atPath: machine.appendingPathComponent("log").path, contents: nil)
        let stubs = RunnerStubs.scripts(
            log: machine.appendingPathComponent("log").path, served: served.path, caches: cacheStore.path)
        for (name, text) in stubs {
            try Self.writeExecutable(machine.appendingPathComponent("stubs/\(name)"), "#!/bin/bash\n" + text)
        }
        guard getuid() == 0 else { return }
        let owned = try run("/usr/bin/env", ["chown", "-R", "\(Self.runnerUser):\(Self.runnerUser)", machine.path])
        try #require(owned.status == 0, "\(owned.error)")
    }

    /// What GitHub sets for every step; the machine's `PATH` is a runner's system folders after the stubs
    /// (the toolchain is not on it until the install step adds it).
    func baseEnvironment(machine: URL, context: [String: String]) -> [String: String] {
        [
            "PATH": machine.appendingPathComponent("stubs").path
                + ":" + Self.systemPath.joined(separator: ":"),
            "HOME": machine.appendingPathComponent("home").path, "LANG": "C.UTF-8", "CI": "true",
            "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": machine.appendingPathComponent("workspace").path,
            "GITHUB_EVENT_NAME": context["github.event_name"] ?? "", "GITHUB_REF": context["github.ref"] ?? "",
            "GITHUB_SHA": context["github.sha"] ?? "", "GITHUB_REPOSITORY": Self.repository,
            "GITHUB_RUN_ID": context["github.run_id"] ?? "", "GITHUB_SERVER_URL": "https://github.com",
            "RUNNER_OS": "Linux", "RUNNER_ARCH": context["runner.arch"] ?? "",
            "RUNNER_TEMP": machine.appendingPathComponent("temp").path,
        ]
    }

    /// One step: its script (the `run:` text, or the action's stand-in), its environment, then its file
    /// commands read back into the job's state.
    func runStep(
        _ step: [String: Any], number: Int, machine: URL, base: [String: String], state: inout JobState,
        _ expression: WorkflowExpression
    ) throws -> StepRun {
        guard Set(step.keys).isSubset(of: Self.knownStepKeys) else { throw Self.unsupported("step \(step.keys)") }
        var environment = base.merging(state.environment) { $1 }
        environment["PATH"] = (state.path.reversed() + [base["PATH"] ?? ""]).joined(separator: ":")
        for (name, value) in step["env"] as? [String: Any] ?? [:] {
            environment[name] = try expression.substitute("\(value)")
        }
        let script: String
        if let text = step["run"] as? String {
            script = Self.replacingSwiftPM(try expression.substitute(text), tool: tool.path)
        } else if let uses = step["uses"] as? String {
            let action = String(uses.prefix { $0 != "@" })
            let standIns = RunnerStandIns.scripts(
                origin: origin.path, caches: cacheStore.path, artifacts: artifacts.path)
            guard let standIn = standIns[action] else { throw Self.unsupported("the action \(action)") }
            script = standIn
            for (name, value) in step["with"] as? [String: Any] ?? [:] {
                let key = "INPUT_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
                environment[key] = try expression.substitute(value as? Bool == false ? "false" : "\(value)")
            }
        } else {
            throw Self.unsupported("a step with neither run nor uses")
        }
        let files = try fileCommandFiles(machine: machine, number: number)
        for (name, file) in files { environment[name] = file.path }
        let file = machine.appendingPathComponent("temp/step-\(number).sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let command = contained(["/bin/bash", "--noprofile", "--norc", "-eo", "pipefail", file.path], machine: machine)
        let ran = try run(command[0], Array(command.dropFirst()), in: root, environment: environment)
        try readBack(files, id: step["id"] as? String, into: &state)
        return StepRun(name: "", ran: true, status: ran.status, output: ran.output + ran.error)
    }

    /// A step's own files for GitHub's file commands, empty, as the runner makes them.
    func fileCommandFiles(machine: URL, number: Int) throws -> [String: URL] {
        let folder = machine.appendingPathComponent("temp/_runner_file_commands")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String: URL] = [:]
        for name in ["GITHUB_ENV", "GITHUB_PATH", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"] {
            let file = folder.appendingPathComponent("\(name.lowercased())_\(number)")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            if getuid() == 0 { chown(file.path, Self.runnerID, Self.runnerID) }
            files[name] = file
        }
        return files
    }

    func readBack(_ files: [String: URL], id: String?, into state: inout JobState) throws {
        let read = { (name: String) in (try? String(contentsOf: files[name]!, encoding: .utf8)) ?? "" }
        for (name, value) in try Self.fileCommands(read("GITHUB_ENV")) { state.environment[name] = value }
        state.path += read("GITHUB_PATH").split(separator: "\n").map(String.init)
        for (name, value) in try Self.fileCommands(read("GITHUB_OUTPUT")) {
            if let id { state.outputs["steps.\(id).outputs.\(name)"] = value }
        }
        state.summary += read("GITHUB_STEP_SUMMARY")
    }

    /// `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks, GitHub's two forms.
    static func fileCommands(_ text: String) throws -> [(String, String)] {
        var pairs: [(String, String)] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            if line.isEmpty { continue }
            let equals = line.firstIndex(of: "=")
            if let heredoc = line.range(of: "<<"), equals.map({ heredoc.lowerBound < $0 }) ?? true {
                let delimiter = line[heredoc.upperBound...]
                var value: [Substring] = []
                while let next = lines.popFirst(), next != delimiter { value.append(next) }
                pairs.append((String(line[..<heredoc.lowerBound]), value.joined(separator: "\n")))
            } else if let equals {
                pairs.append((String(line[..<equals]), String(line[line.index(after: equals)...])))
            } else {
                throw unsupported("the file command line \(line)")
            }
        }
        return pairs
    }

    /// `hashFiles` of literal names: a SHA-256 of the files' contents ('' when none exists). GitHub hashes
    /// each file and then the hashes, another number with the same rule: it changes exactly when one does.
    static func hashFiles(_ names: [String], in workspace: URL) throws -> String {
        guard names.allSatisfy({ !$0.contains(where: "*?[".contains) }) else { throw unsupported("patterns \(names)") }
        let present = names.filter { FileManager.default.fileExists(atPath: workspace.appendingPathComponent($0).path) }
        guard !present.isEmpty else { return "" }
        let hashed = try run("/bin/sh", ["-c", "cat -- \"$@\" | sha256sum", "sh"] + present, in: workspace)
        return String(hashed.output.prefix(64))
    }

    /// The one liberty taken with the workflow's text. `swift build` of the course fetches lessonbuild from
    /// the URL `Package.swift` names, which this machine cannot reach (and a release build of lessonbuild
    /// takes minutes a job), so its two SwiftPM commands are replaced, and only they:
    /// `swift build -c release --product lessonbuild` by what `swift build` does first, the real compiler
    /// evaluating the work tree's manifest (`swift package dump-package`, through the installed toolchain's
    /// `swift`: a manifest that does not evaluate fails the step as it fails the build), then this build's
    /// lessonbuild copied where SwiftPM puts the product; `swift run -c release lessonbuild` by that product.
    static func replacingSwiftPM(_ script: String, tool: String) -> String {
        let build =
            "swift package dump-package > /dev/null && mkdir -p .build/release"
            + " && cp \(WorkflowTemplateTests.ShellQuoted.word(tool)) .build/release/lessonbuild"
        return script.replacingOccurrences(of: "swift build -c release --product lessonbuild", with: build)
            .replacingOccurrences(of: "swift run -c release lessonbuild", with: ".build/release/lessonbuild")
    }
}
