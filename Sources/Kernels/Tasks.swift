// Tasks.swift — bir ekranın asenkron işinin ne zaman başladığını, iptal edildiğini ve bittiğini sırayla yazar
/// İşin nereden başlatıldığı.
enum WorkStart: String {
    /// `viewDidLoad` içinde `Task { … }`: görünüm yalnızca ilk yüklenince; kimse iptal etmez.
    case onLoad = "viewDidLoad+Task"
    /// `onAppear { Task { … } }` ya da `viewWillAppear` içinde `Task`: her görünüşte yeni bir iş; iptal yok.
    case onEveryAppear = "onAppear+Task"
    /// UIKit tarifi: `viewWillAppear`'da önce eski işi iptal edip yenisini başlatır,
    /// `viewDidDisappear`'da iptal eder.
    case appearUntilDisappear = "viewWillAppear+cancel"
    /// `.task { … }` ya da `.task(id:)`: görünüş başlarken başlar, görünüm kaybolunca SwiftUI iptal eder.
    case viewTask = ".task"
}

/// Bir ekran ve işi: `steps` adımda biter (her adım bir `await`, yani iptalin fark edilebileceği bir nokta).
/// `needed` işin gövdesinin ilk satırıdır ("model zaten yüklüyse dön"); `finished` iş bitince çalışır.
/// `writesOnCancel`: iptal hatası da ekrana yazılır (`(try? await …) ?? []` gibi), ekrandaki liste silinir.
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

/// Ekranların görünüp kaybolduğu ve işlerin adım adım ilerlediği sanal bir saat. Her şey ana aktörde,
/// tek sırada olur: sonuç ekrana yazılırken ekranın görünür olup olmadığı da yazılır.
final class TaskTimeline {
    private struct Job { let id: Int; let screen: ScreenWork; var remaining: Int; var cancelled: Bool }
    private var jobs: [Job] = []
    private var nextID = 1
    private(set) var clock = 0
    private(set) var started = 0, skipped = 0, cancelled = 0, finished = 0, finishedOffScreen = 0
    /// İptal hatasını ekrana yazan (listeyi boşaltan) işler; özette yalnızca sıfır değilse yazılır.
    private(set) var wipedOnCancel = 0

    /// Ekran görünür (ya da iptal edilen bir geri kaydırmada yeniden `viewWillAppear` alır).
    func appear(_ screen: ScreenWork) {
        screen.isVisible = true
        let firstLoad = !screen.isLoaded
        screen.isLoaded = true
        print("t=\(clock) | \(screen.name) görünüyor")
        if screen.start == .appearUntilDisappear { cancelJobs(of: screen) }
        if screen.start != .onLoad || firstLoad { begin(screen) }
    }

    func disappear(_ screen: ScreenWork) {
        screen.isVisible = false
        print("t=\(clock) | \(screen.name) kayboldu")
        if screen.start == .viewTask || screen.start == .appearUntilDisappear { cancelJobs(of: screen) }
    }

    /// `.task(id:)`'nin `id` değeri değişti: SwiftUI eski işi iptal eder, görünen ekranda yenisini başlatır.
    func idChanged(_ screen: ScreenWork) {
        print("t=\(clock) | \(screen.name): id değişti")
        guard screen.start == .viewTask else { return }
        cancelJobs(of: screen)
        if screen.isVisible { begin(screen) }
    }

    /// Saat `ticks` adım ilerler; her adımda her iş bir adım yürür ya da iptali fark edip durur.
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
            print("t=\(clock) | iş#\(jobs[index].id) iptal istendi")
        }
    }

    private func begin(_ screen: ScreenWork) {
        guard screen.needed() else {
            skipped += 1
            print("t=\(clock) | iş başlamadı: \(screen.name) için gerek yok")
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
            print("t=\(clock) | iş#\(job.id) durdu: CancellationError")
            return
        }
        wipedOnCancel += 1
        let written = "boş sonuç \(job.screen.name) ekranına yazıldı"
        print("t=\(clock) | iş#\(job.id) durdu: CancellationError, \(written)")
    }

    private func finish(_ job: Job) {
        finished += 1
        if !job.screen.isVisible { finishedOffScreen += 1 }
        let offScreen = job.screen.isVisible ? "" : " (ekran görünmüyor)"
        let written = "sonuç \(job.screen.name) ekranına yazıldı" + offScreen
        print("t=\(clock) | iş#\(job.id) bitti, \(written)")
        job.screen.finished()
    }

    /// Başlayan, başlamayan, iptal edilen, biten ve görünmeyen ekrana sonuç yazan iş sayıları.
    func summary() {
        let wiped = wipedOnCancel == 0 ? "" : ", iptalde silinen: \(wipedOnCancel)"
        let begun = "başladı: \(started), başlamadı: \(skipped), iptal: \(cancelled)"
        let ended = "bitti: \(finished), görünmeyen ekrana: \(finishedOffScreen)"
        print(begun + ", " + ended + wiped)
    }
}
