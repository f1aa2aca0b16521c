// Tasks.swift — bir ekranın asenkron işinin ne zaman başladığını, iptal edildiğini ve bittiğini sırayla yazar
/// İşin nereden başlatıldığı.
enum WorkStart: String {
    /// `viewDidLoad` içinde `Task { … }`: görünüm yalnızca ilk yüklenince; kimse iptal etmez.
    case onLoad = "viewDidLoad+Task"
    /// `onAppear { Task { … } }` ya da `viewWillAppear` içinde `Task`: her görünüşte yeni bir iş; iptal yok.
    case onEveryAppear = "onAppear+Task"
    /// `.task { … }`: görünüş başlarken başlar, görünüm kaybolunca SwiftUI iptal eder.
    case viewTask = ".task"
}

/// Bir ekran ve işi: `steps` adımda biter (her adım bir `await`, yani iptalin fark edilebileceği bir nokta).
/// `needed` işin gövdesinin ilk satırıdır ("model zaten yüklüyse dön"); `finished` iş bitince çalışır.
final class ScreenWork {
    let name: String
    let start: WorkStart
    let steps: Int
    let needed: () -> Bool
    let finished: () -> Void
    fileprivate var isLoaded = false
    fileprivate(set) var isVisible = false

    init(_ name: String, start: WorkStart, steps: Int,
         needed: @escaping () -> Bool = { true }, finished: @escaping () -> Void = {}) {
        self.name = name
        self.start = start
        self.steps = steps
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

    func appear(_ screen: ScreenWork) {
        screen.isVisible = true
        let firstLoad = !screen.isLoaded
        screen.isLoaded = true
        print("t=\(clock) | \(screen.name) görünüyor")
        if screen.start != .onLoad || firstLoad { begin(screen) }
    }

    func disappear(_ screen: ScreenWork) {
        screen.isVisible = false
        print("t=\(clock) | \(screen.name) kayboldu")
        guard screen.start == .viewTask else { return }
        for index in jobs.indices where jobs[index].screen === screen && !jobs[index].cancelled {
            jobs[index].cancelled = true
            print("t=\(clock) | iş#\(jobs[index].id) iptal istendi")
        }
    }

    /// Saat `ticks` adım ilerler; her adımda her iş bir adım yürür ya da iptali fark edip durur.
    func advance(_ ticks: Int) {
        for _ in 0..<ticks {
            clock += 1
            for index in jobs.indices {
                if jobs[index].cancelled {
                    cancelled += 1
                    print("t=\(clock) | iş#\(jobs[index].id) durdu: CancellationError")
                    jobs[index].remaining = 0
                    continue
                }
                jobs[index].remaining -= 1
                if jobs[index].remaining == 0 { finish(jobs[index]) }
            }
            jobs.removeAll { $0.remaining == 0 }
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

    private func finish(_ job: Job) {
        finished += 1
        if !job.screen.isVisible { finishedOffScreen += 1 }
        print("t=\(clock) | iş#\(job.id) bitti, sonuç \(job.screen.name) ekranına yazıldı" + (job.screen.isVisible ? "" : " (ekran görünmüyor)"))
        job.screen.finished()
    }

    /// Başlayan, başlamayan, iptal edilen, biten ve görünmeyen ekrana sonuç yazan iş sayıları.
    func summary() {
        print("başladı: \(started), başlamadı: \(skipped), iptal: \(cancelled), bitti: \(finished), görünmeyen ekrana: \(finishedOffScreen)")
    }
}
