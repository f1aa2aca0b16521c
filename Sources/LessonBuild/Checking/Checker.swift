import LessonModel

/// Runs every runnable block of a course and compares what it prints with its transcript; compares every
/// kernel listing with its kernel file. Reports all failures of the run, not just the first.
public struct Checker {
    public var compilation: CourseCompilation
    public var executor: BlockExecutor
    public var timeout: Double
    /// `fill` as the user would type it for this course, for hints.
    public var fillCommand = "swift run lessonbuild fill"
    var registry: ProgramRegistry { compilation.registry }

    public init(compilation: CourseCompilation, executor: BlockExecutor, timeout: Double) {
        self.compilation = compilation
        self.executor = executor
        self.timeout = timeout
    }

    /// Verdicts kept from the preview's last rebuild; only with the preview's `CachingExecutor`, whose
    /// outcomes are fixed until its generation changes (the preview keeps the two in step).
    var verdicts: VerdictCache?

    /// Blocks confirmed in twelve processes by earlier checks (the build cache's), consulted and added to.
    var confirmations: HashOrderConfirmations?

    public func check(_ course: Course) -> CheckReport {
        let kernels = ComparedKernels(course)
        let cache = verdicts
        cache?.begin(
            VerdictCache.Context(
                kernels: kernels.every, kernelsDirectory: course.layout.kernelsDirectory, fillCommand: fillCommand))
        cache?.keep(Set(course.lessons.map(\.key)))
        // Find every block's compiled form before running anything, so one run covers the whole course.
        let plan = locate(course, cache: cache)
        let execution = execute(plan)
        var tally = Tally(
            diagnostics: course.diagnostics + compilation.kernelDiagnostics + compilation.excerptDiagnostics
                + compilation.cacheDiagnostics)
        for (lessonIndex, lesson) in course.lessons.enumerated() {
            let language = course.kernelLanguage(of: lesson)
            let judged =
                plan.known[lessonIndex]
                ?? judge(
                    lesson, located: plan.located[lessonIndex], execution: execution,
                    kernels: language.flatMap { kernels.byLanguage[$0] } ?? kernels.shared,
                    kernelsDirectory: course.kernelsDirectory(forLanguage: language))
            if plan.known[lessonIndex] == nil, let cache, let rowSymbols = plan.symbols[lessonIndex],
                Self.isReusable(plan.located[lessonIndex], execution)
            {
                cache.store(judged, for: lesson, symbols: rowSymbols)
            }
            tally.add(judged, of: lesson)
        }
        tally.foldRepeatedCauses()
        tally.failed +=
            course.diagnostics.filter { $0.severity == .error }.count
            + compilation.kernelDiagnostics.filter { $0.severity == .error }.count
            + compilation.excerptDiagnostics.count
        let warnings = compilation.warningDiagnostics(for: course)
        tally.diagnostics += warnings
        tally.failed += warnings.filter { $0.severity == .error }.count
        let links = LinkCheck.check(course, memo: cache?.links)
        tally.diagnostics += links.diagnostics
        tally.failed += links.diagnostics.filter { $0.severity == .error }.count
        return report(course, tally: tally, plan: plan, execution: execution, assets: links.assets)
    }

    /// The kernels as listings are compared with them: the course's, each language's own, and all of them
    /// under one name each (`tr/Sync` for a language's), which the preview's verdicts depend on.
    struct ComparedKernels {
        var shared: [String: String]
        var byLanguage: [String: [String: String]]
        var every: [String: String]

        init(_ course: Course) {
            shared = course.kernels.mapValues(ListingCheck.normalized)
            byLanguage = course.languageKernels.mapValues { $0.mapValues(ListingCheck.normalized) }
            every = shared
            for (code, kernels) in byLanguage {
                for (name, text) in kernels { every[code + "/" + name] = text }
            }
        }
    }

    /// Where every lesson's blocks are among the compiled programs, and which of them must run.
    struct RunPlan {
        /// Every runnable block's program, in course order.
        var positions: [Int] = []
        /// Per lesson, per block: its program (nil for a compile-error block or one that did not compile).
        var located: [[Int?]] = []
        /// Per lesson: the verdicts the preview's cache already holds, or nil.
        var known: [VerdictCache.Judged?] = []
        /// Per lesson: its programs' symbols, when all its blocks compiled and there is a verdict cache.
        var symbols: [[String]?] = []
        var toRun: [Int] = []
        /// The transcript each program's output is compared with (nil: none yet).
        var transcripts: [Int: String] = [:]
    }

    private func locate(_ course: Course, cache: VerdictCache?) -> RunPlan {
        var plan = RunPlan()
        for lesson in course.lessons {
            var row: [Int?] = []
            var occurrences: [UInt64: Int] = [:]
            for runnable in lesson.runnables {
                // A compile-error block is never run: it has no compiled form, and takes no occurrence.
                guard !runnable.expectsCompileError else {
                    row.append(nil)
                    continue
                }
                let occurrence = occurrences[runnable.digest, default: 0]
                occurrences[runnable.digest] = occurrence + 1
                let position = registry.position(lesson: lesson.key, digest: runnable.digest, occurrence: occurrence)
                row.append(position)
                if let position {
                    plan.positions.append(position)
                    plan.transcripts[position] = runnable.transcript?.code
                }
            }
            plan.located.append(row)
            // Only a lesson whose blocks all compiled can be reused (see VerdictCache).
            let rowSymbols = cache == nil || row.contains(nil) ? nil : row.map { registry.blocks[$0!].symbol }
            let reused = rowSymbols.flatMap { cache?.judged(lesson, symbols: $0) }
            plan.symbols.append(rowSymbols)
            plan.known.append(reused)
            if reused == nil { plan.toRun += row.compactMap { $0 } }
        }
        return plan
    }

    /// Runs the planned blocks once, again where a second run must confirm them, and in twelve processes
    /// where their output may follow the hash seed; remembers what was confirmed so.
    private func execute(_ plan: RunPlan) -> ExecutionReport {
        let toRun = plan.toRun
        var execution =
            toRun.isEmpty
            ? ExecutionReport(first: [:], second: [:], launches: 0)
            : executor.executeOnce(toRun, registry: registry, timeout: timeout)
        SecondRun.complete(
            &execution, positions: toRun, transcripts: plan.transcripts, confirmations: confirmations,
            executor: executor, registry: registry, timeout: timeout)
        HashOrderCheck.confirm(&execution, positions: toRun, executor: executor, registry: registry, timeout: timeout)
        if let confirmations {
            for position in execution.confirmed {
                if let outcome = execution.first[position] {
                    confirmations.insert(registry.blocks[position], output: outcome.output)
                }
            }
        }
        return execution
    }

    /// The counts and diagnostics of a check, lesson by lesson.
    struct Tally {
        var diagnostics: [Diagnostic]
        var passed = 0
        var failed = 0
        var reruns = 0
        var reports: [LessonReport] = []
        /// How many blocks each shared cause (a full disk, a worker that cannot start) stopped.
        var repeated: [String: Int] = [:]

        mutating func add(_ judged: VerdictCache.Judged, of lesson: Lesson) {
            diagnostics += lesson.problems
            failed += lesson.problems.filter { $0.severity == .error }.count
            reruns += judged.reruns
            for (index, (_, verdict)) in judged.runnables.enumerated() {
                // A cause that stops every block is said once.
                for diagnostic in judged.runnableDiagnostics[index] {
                    if diagnostic.id.isSharedCause {
                        repeated[diagnostic.message, default: 0] += 1
                        if repeated[diagnostic.message]! > 1 { continue }
                    }
                    diagnostics.append(diagnostic)
                }
                if case .matches = verdict { passed += 1 } else { failed += 1 }
            }
            diagnostics += judged.listingDiagnostics
            failed += judged.listingDiagnostics.filter { $0.id == .notAListing }.count
            for (_, verdict) in judged.listings {
                if verdict == .matches { passed += 1 } else { failed += 1 }
            }
            reports.append(LessonReport(lesson: lesson, runnables: judged.runnables, listings: judged.listings))
        }

        /// The one diagnostic said for a shared cause counts the other blocks it stopped.
        mutating func foldRepeatedCauses() {
            for (message, count) in repeated.sorted(by: { $0.key < $1.key }) where count > 1 {
                if let index = diagnostics.firstIndex(where: { $0.message == message }) {
                    diagnostics[index].message +=
                        " (and \(count - 1) more block\(count == 2 ? "" : "s") for the same reason)"
                }
            }
        }
    }

    /// The report: diagnostics in course order (lessons as the course lists them, then by line).
    private func report(
        _ course: Course, tally: Tally, plan: RunPlan, execution: ExecutionReport, assets: Set<String>
    ) -> CheckReport {
        var diagnostics = tally.diagnostics
        let order = Dictionary(
            course.lessons.enumerated().map { ($1.displayPath, $0) }, uniquingKeysWith: { a, _ in a })
        diagnostics.sort {
            (order[$0.location.file] ?? -1, $0.location.file, $0.location.line) < (
                order[$1.location.file] ?? -1, $1.location.file, $1.location.line
            )
        }
        var report = CheckReport(
            lessons: tally.reports, kernels: course.kernels, diagnostics: diagnostics, passed: tally.passed,
            failed: tally.failed, blocksRun: plan.positions.count, blocksRerun: tally.reruns,
            processesStarted: execution.launches)
        report.configuration = course.configuration
        report.languageKernels = course.languageKernels
        report.confirmed = execution.confirmed
        report.landings = course.landings
        report.assets = Dictionary(uniqueKeysWithValues: assets.map { ($0, course.layout.displayPath(forKey: $0)) })
        return report
    }

    /// Runs the judges over one lesson's blocks and listings.
    private func judge(
        _ lesson: Lesson, located: [Int?], execution: ExecutionReport, kernels: [String: String],
        kernelsDirectory: String
    ) -> VerdictCache.Judged {
        var judged = VerdictCache.Judged(
            runnables: [], runnableDiagnostics: [], listings: [], listingDiagnostics: [], reruns: 0)
        for (blockIndex, runnable) in lesson.runnables.enumerated() {
            let (verdict, found) =
                runnable.expectsCompileError
                ? CompileErrorCheck.judge(runnable, in: lesson, compilation: compilation, fillCommand: fillCommand)
                : TranscriptCheck.judge(
                    runnable, in: lesson, position: located[blockIndex], execution: execution,
                    compilation: compilation, fillCommand: fillCommand)
            judged.runnables.append((runnable, verdict))
            judged.runnableDiagnostics.append(found)
            if let position = located[blockIndex] { judged.reruns += execution.rerunCount(among: [position]) }
        }
        for listing in lesson.listings {
            let (verdict, found) = ListingCheck.judge(
                listing, in: lesson, kernels: kernels, kernelsDirectory: kernelsDirectory)
            judged.listingDiagnostics += found
            judged.listings.append((listing, verdict))
        }
        judged.listingDiagnostics += RenamedKernelCheck.find(
            in: lesson, kernels: kernels, kernelsDirectory: kernelsDirectory)
        return judged
    }

    /// Whether a lesson's verdicts follow from what `VerdictCache` compares: every block compiled and ran.
    private static func isReusable(_ located: [Int?], _ execution: ExecutionReport) -> Bool {
        located.allSatisfy { position in
            guard let position, let first = execution.first[position], let second = execution.second[position] else {
                return false
            }
            if case .notRun = first.status { return false }
            if case .notRun = second.status { return false }
            return true
        }
    }
}
