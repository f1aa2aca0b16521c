import Foundation
import Testing

@testable import LessonPreview

@Suite struct RebuildLoopTests {
    @Test func neverRunsTwoRebuildsAtOnceAndLosesNoChange() throws {
        let inside = Locked(0)
        let most = Locked(0)
        let seen = Locked<Set<String>>([])
        let calls = Locked(0)
        let loop = RebuildLoop(
            rebuild: { paths in
                let now = inside.with {
                    $0 += 1
                    return $0
                }
                most.with { $0 = max($0, now) }
                seen.with { $0.formUnion(paths) }
                calls.with { $0 += 1 }
                usleep(30_000)
                inside.with { $0 -= 1 }
                return RebuildResult(site: "/site", pages: 1, diagnostics: [])
            }, publish: { _, _ in })
        loop.start()
        let group = DispatchGroup()
        for thread in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                for index in 0..<25 {
                    loop.changed(["file-\(thread)-\(index)"])
                    usleep(2_000)
                }
                group.leave()
            }
        }
        group.wait()
        #expect(loop.waitUntilIdle(timeout: 30))
        loop.stop()
        #expect(most.current == 1)
        #expect(seen.current.count == 100)
        // Changes that arrive during a rebuild are handled together by the next one.
        #expect(calls.current < 101)
    }

    @Test func aFailedRebuildKeepsTheLastGoodSite() throws {
        let state = PreviewState()
        let results = Locked([
            RebuildResult(site: "/good", pages: 2, diagnostics: []),
            RebuildResult(
                site: nil, pages: 0,
                diagnostics: [
                    PreviewDiagnostic(file: "lessons", line: 1, severity: "error", kind: .other, message: "gone")
                ]),
        ])
        let notified = Locked<[String]>([])
        let events = ReloadEvents()
        let loop = RebuildLoop(
            rebuild: { _ in results.with { $0.removeFirst() } },
            publish: { result, seconds in
                state.publish(result, seconds: seconds)
                notified.with { $0.append(state.generation) }
                events.notifyAll(event: "reload", data: state.generation)
            })
        loop.start()
        #expect(loop.waitUntilIdle(timeout: 30))
        #expect(state.site == "/good")
        loop.changed(["lessons/tr/01-a.md"])
        #expect(eventually { loop.rebuilds == 2 })
        loop.stop()
        #expect(state.site == "/good")
        #expect(state.current.diagnostics.map(\.message) == ["gone"])
        #expect(Set(notified.current).count == 2)
    }

    @Test func summaryLine() {
        let result = RebuildResult(
            site: "/s", pages: 2,
            diagnostics: [
                PreviewDiagnostic(file: "a.md", line: 3, severity: "error", kind: .compileError, message: "x")
            ])
        #expect(result.summary(seconds: 0.421) == "rebuilt in 0.42 s: 2 pages, 1 error")
    }
}
