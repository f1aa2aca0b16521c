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
        var diagnostics = course.diagnostics + compilation.kernelDiagnostics + compilation.excerptDiagnostics
        let normalizedKernels = course.kernels.mapValues(ListingCheck.normalized)
        let normalizedLanguageKernels = course.languageKernels.mapValues { $0.mapValues(ListingCheck.normalized) }
        // The verdicts follow from every kernel a listing may be compared with: the languages' own too.
        var everyKernel = normalizedKernels
        for (code, kernels) in normalizedLanguageKernels {
            for (name, text) in kernels { everyKernel[code + "/" + name] = text }
        }
        let cache = verdicts
        if let cache {
            cache.begin(
                VerdictCache.Context(
                    kernels: everyKernel,
                    kernelsDirectory: course.layout.kernelsDirectory, fillCommand: fillCommand))
            cache.keep(Set(course.lessons.map(\.key)))
        }
        // Find every block's compiled form before running anything, so one run covers the whole course.
        var positions: [Int] = []
        var located: [[Int?]] = []
        var known: [VerdictCache.Judged?] = []
        var symbols: [[String]?] = []
        var toRun: [Int] = []
        var transcripts: [Int: String] = [:]
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
                    positions.append(position)
                    transcripts[position] = runnable.transcript?.code
                }
            }
            located.append(row)
            // Only a lesson whose blocks all compiled can be reused (see VerdictCache).
            let rowSymbols = cache == nil || row.contains(nil) ? nil : row.map { registry.blocks[$0!].symbol }
            let reused = rowSymbols.flatMap { cache?.judged(lesson, symbols: $0) }
            symbols.append(rowSymbols)
            known.append(reused)
            if reused == nil { toRun += row.compactMap { $0 } }
        }
        var execution =
            toRun.isEmpty
            ? ExecutionReport(first: [:], second: [:], launches: 0)
            : executor.executeOnce(toRun, registry: registry, timeout: timeout)
        SecondRun.complete(
            &execution, positions: toRun, transcripts: transcripts, confirmations: confirmations,
            executor: executor, registry: registry, timeout: timeout)
        HashOrderCheck.confirm(&execution, positions: toRun, executor: executor, registry: registry, timeout: timeout)
        if let confirmations {
            for position in execution.confirmed {
                if let outcome = execution.first[position] {
                    confirmations.insert(registry.blocks[position], output: outcome.output)
                }
            }
        }

        var passed = 0
        var failed = 0
        var reruns = 0
        var reports: [LessonReport] = []
        var repeated: [String: Int] = [:]
        for (lessonIndex, lesson) in course.lessons.enumerated() {
            diagnostics += lesson.problems
            failed += lesson.problems.filter { $0.severity == .error }.count
            let language = course.kernelLanguage(of: lesson)
            let judged =
                known[lessonIndex]
                ?? judge(
                    lesson, located: located[lessonIndex], execution: execution,
                    kernels: language.flatMap { normalizedLanguageKernels[$0] } ?? normalizedKernels,
                    kernelsDirectory: course.kernelsDirectory(forLanguage: language))
            if known[lessonIndex] == nil, let cache, let rowSymbols = symbols[lessonIndex],
                Self.isReusable(located[lessonIndex], execution)
            {
                cache.store(judged, for: lesson, symbols: rowSymbols)
            }
            reruns += judged.reruns
            for (index, (_, verdict)) in judged.runnables.enumerated() {
                // A cause that stops every block (a full disk, a worker that cannot start) is said once.
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
            for (_, verdict) in judged.listings {
                if verdict == .matches { passed += 1 } else { failed += 1 }
            }
            reports.append(LessonReport(lesson: lesson, runnables: judged.runnables, listings: judged.listings))
        }
        for (message, count) in repeated.sorted(by: { $0.key < $1.key }) where count > 1 {
            if let first = diagnostics.first(where: { $0.message == message }),
                let index = diagnostics.firstIndex(of: first)
            {
                diagnostics[index].message +=
                    " (and \(count - 1) more block\(count == 2 ? "" : "s") for the same reason)"
            }
        }
        failed +=
            course.diagnostics.filter { $0.severity == .error }.count
            + compilation.kernelDiagnostics.filter { $0.severity == .error }.count
            + compilation.excerptDiagnostics.count
        let links = LinkCheck.check(course, memo: cache?.links)
        diagnostics += links.diagnostics
        failed += links.diagnostics.filter { $0.severity == .error }.count
        let order = Dictionary(
            course.lessons.enumerated().map { ($1.displayPath, $0) }, uniquingKeysWith: { a, _ in a })
        diagnostics.sort {
            (order[$0.location.file] ?? -1, $0.location.file, $0.location.line) < (
                order[$1.location.file] ?? -1, $1.location.file, $1.location.line
            )
        }
        var report = CheckReport(
            lessons: reports, kernels: course.kernels, diagnostics: diagnostics, passed: passed, failed: failed,
            blocksRun: positions.count, blocksRerun: reruns,
            processesStarted: execution.launches)
        report.configuration = course.configuration
        report.languageKernels = course.languageKernels
        report.confirmed = execution.confirmed
        report.landings = course.landings
        report.assets = Dictionary(
            uniqueKeysWithValues: links.assets.map { ($0, course.layout.displayPath(forKey: $0)) })
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
