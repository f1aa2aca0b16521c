import Testing

@testable import Kernels

// Expected transcripts are written out by hand from the order UIKit documents (push A->B: B.viewDidLoad,
// A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear; pop is its mirror without a
// second viewDidLoad; a sheet leaves the presenting controller alone, .fullScreen does not; a cancelled
// interactive pop starts the pop and then reverses it). They are not copied from the kernel's output.
@Suite(.serialized) struct LifecycleKernelTests {
    @Test func startLoadsAndShowsTheRoot() {
        let log = LifecycleRecorder()
        let root = ViewController("A")
        let text = printed { log.start(root) }
        #expect(
            text == """
                acilis A | A.viewDidLoad
                acilis A | A.viewWillAppear
                acilis A | A.viewDidAppear

                """)
        #expect(root.isViewLoaded)
        #expect(log.stack.map(\.name) == ["A"])
    }

    @Test func theFilterChoosesWhatIsPrintedAndEveryCallIsStillRecorded() {
        let log = LifecycleRecorder()
        log.printed = { $0.controller == "B" }
        let text = printed {
            log.start(ViewController("A"))
            log.push(ViewController("B"))
        }
        #expect(
            text == """
                push B | B.viewDidLoad
                push B | B.viewWillAppear
                push B | B.viewDidAppear

                """)
        // Three calls of the start and five of the push, printed or not.
        #expect(log.calls.count == 8)
    }

    @Test func pushThenPopMirrorsAndDoesNotReload() {
        let log = LifecycleRecorder()
        let a = ViewController("A")
        let b = ViewController("B")
        log.start(a)
        let text = printed {
            log.push(b)
            log.pop()
        }
        #expect(
            text == """
                push B | B.viewDidLoad
                push B | A.viewWillDisappear
                push B | B.viewWillAppear
                push B | A.viewDidDisappear
                push B | B.viewDidAppear
                pop B | B.viewWillDisappear
                pop B | A.viewWillAppear
                pop B | B.viewDidDisappear
                pop B | A.viewDidAppear

                """)
        #expect(log.stack.map(\.name) == ["A"])
    }

    @Test func pushingTheSameInstanceAgainDoesNotLoadItAgain() {
        let log = LifecycleRecorder()
        let b = ViewController("B")
        log.start(ViewController("A"))
        log.push(b)
        log.pop()
        let text = printed { log.push(b) }
        #expect(
            text == """
                push B | A.viewWillDisappear
                push B | B.viewWillAppear
                push B | A.viewDidDisappear
                push B | B.viewDidAppear

                """)
    }

    @Test func sheetLeavesThePresenterAlone() {
        let log = LifecycleRecorder()
        log.start(ViewController("A"))
        let text = printed {
            log.present(ViewController("S"))
            log.dismiss()
        }
        #expect(
            text == """
                present S | S.viewDidLoad
                present S | S.viewWillAppear
                present S | S.viewDidAppear
                dismiss S | S.viewWillDisappear
                dismiss S | S.viewDidDisappear

                """)
        #expect(log.calls.filter { $0.controller == "A" }.count == 3)
        #expect(log.modal == nil)
    }

    @Test func fullScreenHidesAndRestoresThePresenter() {
        let log = LifecycleRecorder()
        log.start(ViewController("A"))
        let text = printed {
            log.present(ViewController("F"), style: .fullScreen)
            log.dismiss()
        }
        #expect(
            text == """
                present F | F.viewDidLoad
                present F | A.viewWillDisappear
                present F | F.viewWillAppear
                present F | F.viewDidAppear
                present F | A.viewDidDisappear
                dismiss F | F.viewWillDisappear
                dismiss F | A.viewWillAppear
                dismiss F | A.viewDidAppear
                dismiss F | F.viewDidDisappear

                """)
    }

    @Test func cancelledInteractivePopStartsThenReverses() {
        let log = LifecycleRecorder()
        log.start(ViewController("A"))
        log.push(ViewController("B"))
        let text = printed { log.cancelledPop() }
        #expect(
            text == """
                kaydirma B | B.viewWillDisappear
                kaydirma B | A.viewWillAppear
                iptal B | A.viewWillDisappear
                iptal B | A.viewDidDisappear
                iptal B | B.viewWillAppear
                iptal B | B.viewDidAppear

                """)
        #expect(log.stack.map(\.name) == ["A", "B"])
    }

    @Test func handlersRunAfterTheirLineInRegistrationOrder() {
        let log = LifecycleRecorder()
        let a = ViewController("A")
        a.on(.viewWillAppear) { print("  ilk") }
        a.on(.viewDidLoad) { print("  yukle") }
        a.on(.viewWillAppear) { print("  ikinci") }
        let text = printed { log.start(a) }
        #expect(
            text == """
                acilis A | A.viewDidLoad
                  yukle
                acilis A | A.viewWillAppear
                  ilk
                  ikinci
                acilis A | A.viewDidAppear

                """)
    }

    @Test func transitionsOutsideTheModelAreReportedAndNotRecorded() {
        let log = LifecycleRecorder()
        let text = printed {
            log.pop()
            log.dismiss()
            log.start(ViewController("A"))
            log.cancelledPop()
            log.present(ViewController("S"))
            log.push(ViewController("B"))
            log.present(ViewController("T"))
        }
        #expect(
            text == """
                pop | model-disi: bu gecis modellenmedi
                dismiss | model-disi: bu gecis modellenmedi
                acilis A | A.viewDidLoad
                acilis A | A.viewWillAppear
                acilis A | A.viewDidAppear
                kaydirma | model-disi: bu gecis modellenmedi
                present S | S.viewDidLoad
                present S | S.viewWillAppear
                present S | S.viewDidAppear
                push B | model-disi: bu gecis modellenmedi
                present T | model-disi: bu gecis modellenmedi

                """)
        #expect(log.calls.count == 6)
    }

    @Test func countsEveryMethodInAFixedOrder() {
        let log = LifecycleRecorder()
        log.start(ViewController("A"))
        log.push(ViewController("B"))
        log.cancelledPop()
        log.pop()
        let text = printed {
            countCalls(log.calls)
            countCalls(log.calls.filter { $0.controller == "A" })
        }
        // All: A load/will/did (3), push (5), cancelled pop (6), pop (4) = 18 calls.
        // A alone: start 1+1+1, push willDis+didDis, cancel willApp+willDis+didDis, pop willApp+didApp.
        #expect(
            text == """
                viewDidLoad: 2
                viewWillAppear: 5
                viewDidAppear: 4
                viewWillDisappear: 4
                viewDidDisappear: 3
                viewDidLoad: 1
                viewWillAppear: 3
                viewDidAppear: 2
                viewWillDisappear: 2
                viewDidDisappear: 2

                """)
    }
}
