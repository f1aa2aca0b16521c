import Testing

@testable import Kernels

// Expected values are written by hand from the rules stated in Tasks.swift: `viewDidLoad+Task` starts on the
// first appearance only, `onAppear+Task` on every appearance, `.task` on every appearance and is cancelled when
// the screen disappears; `viewWillAppear+cancel` on every appearance, cancelling its running job first, and is
// cancelled when the screen disappears; an `id` change cancels a `.task` and starts it again on a visible screen;
// a cancelled job stops at the next tick (writing an empty result when `writesOnCancel`); each tick moves every
// other job one step.
@Suite(.serialized) struct TasksKernelTests {
    /// Appear, one tick, disappear, two ticks, appear, four ticks: the lesson's scenario.
    func scenario(_ start: WorkStart) -> (text: String, timeline: TaskTimeline) {
        let timeline = TaskTimeline()
        let screen = ScreenWork("Liste", start: start, steps: 3)
        let text = printed {
            timeline.appear(screen)
            timeline.advance(1)
            timeline.disappear(screen)
            timeline.advance(2)
            timeline.appear(screen)
            timeline.advance(4)
        }
        return (text, timeline)
    }

    @Test func aTaskStartedOnLoadRunsOnceAndFinishesOffScreen() {
        let (text, timeline) = scenario(.onLoad)
        #expect(
            text == """
                t=0 | Liste görünüyor
                t=0 | iş#1 başladı (viewDidLoad+Task, Liste)
                t=1 | Liste kayboldu
                t=3 | iş#1 bitti, sonuç Liste ekranına yazıldı (ekran görünmüyor)
                t=3 | Liste görünüyor

                """)
        #expect((timeline.started, timeline.cancelled, timeline.finished, timeline.finishedOffScreen) == (1, 0, 1, 1))
    }

    @Test func aTaskStartedOnEveryAppearanceIsNeverCancelled() {
        let (text, timeline) = scenario(.onEveryAppear)
        #expect(
            text.contains("t=3 | iş#2 başladı (onAppear+Task, Liste)\nt=6 | iş#2 bitti, sonuç Liste ekranına yazıldı\n")
        )
        #expect((timeline.started, timeline.cancelled, timeline.finished, timeline.finishedOffScreen) == (2, 0, 2, 1))
    }

    @Test func aViewTaskIsCancelledOnDisappearanceAndStopsAtTheNextTick() {
        let (text, timeline) = scenario(.viewTask)
        #expect(text.contains("t=1 | Liste kayboldu\nt=1 | iş#1 iptal istendi\nt=2 | iş#1 durdu: CancellationError\n"))
        #expect((timeline.started, timeline.cancelled, timeline.finished, timeline.finishedOffScreen) == (2, 1, 1, 0))
    }

    @Test func aJobThatIsNotNeededDoesNotStartAndFinishedRunsOnce() {
        var loaded = false
        var finishes = 0
        let timeline = TaskTimeline()
        let screen = ScreenWork(
            "Liste", start: .viewTask, steps: 1, needed: { !loaded },
            finished: {
                loaded = true
                finishes += 1
            })
        let text = printed {
            timeline.appear(screen)
            timeline.advance(1)
            timeline.disappear(screen)
            timeline.appear(screen)
            timeline.summary()
        }
        #expect(
            text.hasSuffix(
                "t=1 | iş başlamadı: Liste için gerek yok\nbaşladı: 1, başlamadı: 1, iptal: 0, bitti: 1, görünmeyen ekrana: 0\n"
            ))
        #expect(finishes == 1)
    }

    @Test func theUIKitRecipeIsCancelledOnDisappearanceAndStartsAgainOnReturn() {
        let (text, timeline) = scenario(.appearUntilDisappear)
        #expect(
            text == """
                t=0 | Liste görünüyor
                t=0 | iş#1 başladı (viewWillAppear+cancel, Liste)
                t=1 | Liste kayboldu
                t=1 | iş#1 iptal istendi
                t=2 | iş#1 durdu: CancellationError
                t=3 | Liste görünüyor
                t=3 | iş#2 başladı (viewWillAppear+cancel, Liste)
                t=6 | iş#2 bitti, sonuç Liste ekranına yazıldı

                """)
        #expect((timeline.started, timeline.cancelled, timeline.finished, timeline.finishedOffScreen) == (2, 1, 1, 0))
    }

    /// A cancelled back swipe: the screen gets `viewWillAppear` again without having disappeared.
    @Test func anAppearanceWithoutDisappearanceCancelsTheRunningJobOnlyInTheUIKitRecipe() {
        for start in [WorkStart.appearUntilDisappear, .onEveryAppear, .viewTask] {
            let timeline = TaskTimeline()
            let screen = ScreenWork("Liste", start: start, steps: 2)
            let text = printed {
                timeline.appear(screen)
                timeline.advance(1)
                timeline.appear(screen)
                timeline.advance(2)
            }
            let cancelsFirst = start == .appearUntilDisappear
            #expect(text.contains("t=1 | iş#1 iptal istendi\nt=1 | iş#2 başladı") == cancelsFirst, "\(start)")
            #expect(timeline.cancelled == (cancelsFirst ? 1 : 0), "\(start)")
            #expect(timeline.finished == (cancelsFirst ? 1 : 2), "\(start)")
        }
    }

    @Test func aJobThatWritesOnCancelWipesTheScreenAndTheSummarySaysSo() {
        for writes in [false, true] {
            let timeline = TaskTimeline()
            let screen = ScreenWork("Liste", start: .viewTask, steps: 3, writesOnCancel: writes)
            let text = printed {
                timeline.appear(screen)
                timeline.disappear(screen)
                timeline.advance(1)
                timeline.summary()
            }
            let stopped = "t=1 | iş#1 durdu: CancellationError"
            let expected =
                writes
                ? stopped + ", boş sonuç Liste ekranına yazıldı\n"
                    + "başladı: 1, başlamadı: 0, iptal: 1, bitti: 0, görünmeyen ekrana: 0, iptalde silinen: 1\n"
                : stopped + "\nbaşladı: 1, başlamadı: 0, iptal: 1, bitti: 0, görünmeyen ekrana: 0\n"
            #expect(text.hasSuffix(expected), "writesOnCancel: \(writes)")
            #expect(timeline.wipedOnCancel == (writes ? 1 : 0))
        }
    }

    @Test func anIDChangeRestartsAViewTaskOnAVisibleScreenOnly() {
        let timeline = TaskTimeline()
        let screen = ScreenWork("Liste", start: .viewTask, steps: 3)
        let text = printed {
            timeline.appear(screen)
            timeline.advance(1)
            timeline.idChanged(screen)
            timeline.advance(1)
            timeline.disappear(screen)
            timeline.idChanged(screen)
            timeline.advance(1)
        }
        #expect(
            text == """
                t=0 | Liste görünüyor
                t=0 | iş#1 başladı (.task, Liste)
                t=1 | Liste: id değişti
                t=1 | iş#1 iptal istendi
                t=1 | iş#2 başladı (.task, Liste)
                t=2 | iş#1 durdu: CancellationError
                t=2 | Liste kayboldu
                t=2 | iş#2 iptal istendi
                t=2 | Liste: id değişti
                t=3 | iş#2 durdu: CancellationError

                """)
        #expect((timeline.started, timeline.cancelled, timeline.finished) == (2, 2, 0))
    }

    @Test func anIDChangeDoesNothingToWorkThatIsNotAViewTask() {
        for start in [WorkStart.onLoad, .onEveryAppear, .appearUntilDisappear] {
            let timeline = TaskTimeline()
            let screen = ScreenWork("Liste", start: start, steps: 2)
            let text = printed {
                timeline.appear(screen)
                timeline.idChanged(screen)
                timeline.advance(2)
            }
            #expect(!text.contains("iptal istendi"), "\(start)")
            #expect((timeline.started, timeline.finished) == (1, 1), "\(start)")
        }
    }
}
