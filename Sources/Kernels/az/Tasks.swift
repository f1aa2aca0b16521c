// Tasks.swift — ekranın asinxron işinin nə vaxt başladığını, ləğv olunduğunu və bitdiyini ardıcıl yazır
/// İşin haradan başladıldığı.
enum WorkStart: String {
    /// `viewDidLoad` içində `Task { … }`: yalnız görünüş ilk dəfə yüklənəndə; heç kim ləğv etmir.
    case onLoad = "viewDidLoad+Task"
    /// `onAppear { Task { … } }` və ya `viewWillAppear` içində `Task`: hər görünüşdə yeni iş; ləğv yoxdur.
    case onEveryAppear = "onAppear+Task"
    /// UIKit resepti: `viewWillAppear`-da əvvəlcə köhnə işi ləğv edib yenisini başladır,
    /// `viewDidDisappear`-da ləğv edir.
    case appearUntilDisappear = "viewWillAppear+cancel"
    /// `.task { … }` və ya `.task(id:)`: görünüş başlayanda başlayır,
    /// görünüş yox olanda SwiftUI onu ləğv edir.
    case viewTask = ".task"
}

/// Ekran və onun işi: `steps` addımda bitir
/// (hər addım bir `await`-dir, yəni ləğvin hiss oluna biləcəyi nöqtə).
/// `needed` işin gövdəsinin ilk sətridir ("model artıq yüklənibsə qayıt"); `finished` iş bitəndə işləyir.
/// `writesOnCancel`: ləğv xətası da ekrana yazılır (`(try? await …) ?? []` kimi), ekrandakı siyahı silinir.
final class ScreenWork {
    let name: String
    let start: WorkStart
    let steps: Int
    let writesOnCancel: Bool
    let needed: () -> Bool
    let finished: () -> Void
    fileprivate var isLoaded = false
    fileprivate(set) var isVisible = false

    init(_ name: String, start: WorkStart, steps: Int, writesOnCancel: Bool = false,
         needed: @escaping () -> Bool = { true }, finished: @escaping () -> Void = {}) {
        self.name = name
        self.start = start
        self.steps = steps
        self.writesOnCancel = writesOnCancel
        self.needed = needed
        self.finished = finished
    }
}

/// Ekranların görünüb yox olduğu və işlərin addım-addım irəlilədiyi virtual saat. Hər şey ana aktorda, bir
/// sırada baş verir: nəticə ekrana yazılanda ekranın görünüb-görünmədiyi də yazılır.
final class TaskTimeline {
    private struct Job { let id: Int; let screen: ScreenWork; var remaining: Int; var cancelled: Bool }
    private var jobs: [Job] = []
    private var nextID = 1
    private(set) var clock = 0
    private(set) var started = 0, skipped = 0, cancelled = 0, finished = 0, finishedOffScreen = 0
    /// Ləğv xətasını ekrana yazan (siyahını boşaldan) işlər; xülasədə yalnız sıfır deyilsə yazılır.
    private(set) var wipedOnCancel = 0

    /// Ekran görünür (və ya yarımçıq geri sürüşdürmədə yenidən `viewWillAppear` alır).
    func appear(_ screen: ScreenWork) {
        screen.isVisible = true
        let firstLoad = !screen.isLoaded
        screen.isLoaded = true
        print("t=\(clock) | \(screen.name) görünür")
        if screen.start == .appearUntilDisappear { cancelJobs(of: screen) }
        if screen.start != .onLoad || firstLoad { begin(screen) }
    }

    func disappear(_ screen: ScreenWork) {
        screen.isVisible = false
        print("t=\(clock) | \(screen.name) yox oldu")
        if screen.start == .viewTask || screen.start == .appearUntilDisappear { cancelJobs(of: screen) }
    }

    /// `.task(id:)`-nin `id` dəyəri dəyişdi: SwiftUI köhnə işi ləğv edir, görünən ekranda yenisini başladır.
    func idChanged(_ screen: ScreenWork) {
        print("t=\(clock) | \(screen.name): id dəyişdi")
        guard screen.start == .viewTask else { return }
        cancelJobs(of: screen)
        if screen.isVisible { begin(screen) }
    }

    /// Saat `ticks` addım irəliləyir; hər addımda hər iş bir addım gedir və ya ləğvi hiss edib dayanır.
    func advance(_ ticks: Int) {
        for _ in 0..<ticks {
            clock += 1
            for index in jobs.indices {
                if jobs[index].cancelled {
                    stop(jobs[index])
                    jobs[index].remaining = 0
                    continue
                }
                jobs[index].remaining -= 1
                if jobs[index].remaining == 0 { finish(jobs[index]) }
            }
            jobs.removeAll { $0.remaining == 0 }
        }
    }

    private func cancelJobs(of screen: ScreenWork) {
        for index in jobs.indices where jobs[index].screen === screen && !jobs[index].cancelled {
            jobs[index].cancelled = true
            print("t=\(clock) | iş#\(jobs[index].id) ləğvi istənildi")
        }
    }

    private func begin(_ screen: ScreenWork) {
        guard screen.needed() else {
            skipped += 1
            print("t=\(clock) | iş başlamadı: \(screen.name) üçün ehtiyac yoxdur")
            return
        }
        jobs.append(Job(id: nextID, screen: screen, remaining: screen.steps, cancelled: false))
        started += 1
        print("t=\(clock) | iş#\(nextID) başladı (\(screen.start.rawValue), \(screen.name))")
        nextID += 1
    }

    private func stop(_ job: Job) {
        cancelled += 1
        guard job.screen.writesOnCancel else {
            print("t=\(clock) | iş#\(job.id) dayandı: CancellationError")
            return
        }
        wipedOnCancel += 1
        let written = "boş nəticə \(job.screen.name) ekranına yazıldı"
        print("t=\(clock) | iş#\(job.id) dayandı: CancellationError, \(written)")
    }

    private func finish(_ job: Job) {
        finished += 1
        if !job.screen.isVisible { finishedOffScreen += 1 }
        let offScreen = job.screen.isVisible ? "" : " (ekran görünmür)"
        let written = "nəticə \(job.screen.name) ekranına yazıldı" + offScreen
        print("t=\(clock) | iş#\(job.id) bitdi, \(written)")
        job.screen.finished()
    }

    /// Başlayan, başlamayan, ləğv olunan, bitən və görünməyən ekrana nəticə yazan işlərin sayı.
    func summary() {
        let wiped = wipedOnCancel == 0 ? "" : ", ləğvdə silinən: \(wipedOnCancel)"
        let begun = "başladı: \(started), başlamadı: \(skipped), ləğv: \(cancelled)"
        let ended = "bitdi: \(finished), görünməyən ekrana: \(finishedOffScreen)"
        print(begun + ", " + ended + wiped)
    }
}
