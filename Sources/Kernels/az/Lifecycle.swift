// Lifecycle.swift — view controller həyat dövrü çağırışlarını hadisəsi ilə birlikdə ardıcıl qeyd edir
enum LifecycleMethod: String, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// `.sheet`: vərəq kimi açılan üslublar — .pageSheet (susmaya görə .automatic çox view controller üçün
/// buna çevrilir) və burada eyni davranan .formSheet; altdakı ekran görünən qalır.
/// `.fullScreen`: .fullScreen, altdakı ekran yox olur.
enum ModalStyle {
    case sheet
    case fullScreen
}

final class ViewController {
    let name: String
    fileprivate(set) var isViewLoaded = false
    private var handlers: [(method: LifecycleMethod, run: () -> Void)] = []

    init(_ name: String) {
        self.name = name
    }

    /// Real koddakı override-ın gövdəsi: `method` hər çağırılanda `run` icra olunur.
    func on(_ method: LifecycleMethod, _ run: @escaping () -> Void) {
        handlers.append((method, run))
    }

    fileprivate func receive(_ method: LifecycleMethod) {
        for handler in handlers where handler.method == method {
            handler.run()
        }
    }
}

struct LifecycleCall {
    let event: String
    let controller: String
    let method: LifecycleMethod
}

/// Naviqasiya yığını və üstündə ən çoxu bir modal ekran.
final class LifecycleRecorder {
    private(set) var calls: [LifecycleCall] = []
    private(set) var stack: [ViewController] = []
    private(set) var modal: (controller: ViewController, style: ModalStyle)?
    /// Hansı çağırışların çap olunacağı (susmaya görə: hamısı). `calls` hər çağırışı yenə qeyd edir.
    /// Nümunə: `jurnal.printed = { $0.controller == "Siyahı" }`, heç biri üçün isə `{ _ in false }`.
    var printed: (LifecycleCall) -> Bool = { _ in true }

    /// Pəncərənin ilk ekranı: kök görünüş yüklənir və görünür.
    func start(_ root: ViewController) {
        let event = "açılış \(root.name)"
        stack = [root]
        load(event, root)
        send(event, root, .viewWillAppear)
        send(event, root, .viewDidAppear)
    }

    func push(_ next: ViewController) {
        guard let top = stack.last, modal == nil else { return skip("push \(next.name)") }
        let event = "push \(next.name)"
        stack.append(next)
        load(event, next)
        send(event, top, .viewWillDisappear)
        send(event, next, .viewWillAppear)
        send(event, top, .viewDidDisappear)
        send(event, next, .viewDidAppear)
    }

    /// Geri düyməsi və ya başa çatan geri sürüşdürmə. Alttakı ekranın görünüşü yenidən yüklənmir.
    func pop() {
        guard stack.count > 1, modal == nil else { return skip("pop") }
        let top = stack.removeLast()
        let back = stack[stack.count - 1]
        let event = "pop \(top.name)"
        send(event, top, .viewWillDisappear)
        send(event, back, .viewWillAppear)
        send(event, top, .viewDidDisappear)
        send(event, back, .viewDidAppear)
    }

    /// Geri sürüşdürmə başlayır, istifadəçi fikrindən daşınır: keçid geri qayıdır, yığın dəyişmir.
    func cancelledPop() {
        guard stack.count > 1, modal == nil else { return skip("sürüşdürmə") }
        let top = stack[stack.count - 1]
        let back = stack[stack.count - 2]
        let begin = "sürüşdürmə \(top.name)"
        send(begin, top, .viewWillDisappear)
        send(begin, back, .viewWillAppear)
        let cancel = "imtina \(top.name)"
        send(cancel, back, .viewWillDisappear)
        send(cancel, back, .viewDidDisappear)
        send(cancel, top, .viewWillAppear)
        send(cancel, top, .viewDidAppear)
    }

    /// Vərəq (sheet) təqdimatında altdakı ekrana heç bir çağırış getmir; tam ekranda o da yox olur.
    func present(_ next: ViewController, style: ModalStyle = .sheet) {
        guard let under = stack.last, modal == nil else { return skip("present \(next.name)") }
        let event = "present \(next.name)"
        modal = (next, style)
        load(event, next)
        if style == .fullScreen { send(event, under, .viewWillDisappear) }
        send(event, next, .viewWillAppear)
        send(event, next, .viewDidAppear)
        if style == .fullScreen { send(event, under, .viewDidDisappear) }
    }

    /// Təqdimatın güzgüsü: vərəq bağlananda altdakı ekran viewWillAppear almır.
    func dismiss() {
        guard let shown = modal, let under = stack.last else { return skip("dismiss") }
        let event = "dismiss \(shown.controller.name)"
        modal = nil
        send(event, shown.controller, .viewWillDisappear)
        if shown.style == .fullScreen {
            send(event, under, .viewWillAppear)
            send(event, under, .viewDidAppear)
        }
        send(event, shown.controller, .viewDidDisappear)
    }

    private func load(_ event: String, _ controller: ViewController) {
        guard !controller.isViewLoaded else { return }
        controller.isViewLoaded = true
        send(event, controller, .viewDidLoad)
    }

    private func send(_ event: String, _ controller: ViewController, _ method: LifecycleMethod) {
        let call = LifecycleCall(event: event, controller: controller.name, method: method)
        calls.append(call)
        if printed(call) { print("\(event) | \(controller.name).\(method.rawValue)") }
        controller.receive(method)
    }

    /// Modelin əhatə etmədiyi keçid (məs. modal açıq ikən push): qeyd olunmur, yalnız bildirilir.
    private func skip(_ event: String) {
        print("\(event) | modeldən-kənar: bu keçid modelləşdirilməyib")
    }
}

/// Hər metodun neçə dəfə çağırıldığını yazır.
func countCalls(_ calls: [LifecycleCall]) {
    for method in LifecycleMethod.allCases {
        print("\(method.rawValue): \(calls.filter { $0.method == method }.count)")
    }
}
