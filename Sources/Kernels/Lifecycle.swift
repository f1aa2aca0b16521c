// Lifecycle.swift — view controller yaşam döngüsü çağrılarını olayıyla birlikte sırayla kaydeder
enum LifecycleMethod: String, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// `.sheet`: sayfa olarak açılan stiller — .pageSheet (varsayılan .automatic çoğu view controller için buna
/// çözülür) ve burada aynı davranan .formSheet; alttaki ekran görünür kalır.
/// `.fullScreen`: .fullScreen, alttaki ekran kaybolur.
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

    /// Gerçek koddaki override'ın gövdesi: `method` her çağrıldığında `run` çalışır.
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

/// Bir navigasyon yığını ve üstünde en fazla bir modal ekran.
final class LifecycleRecorder {
    private(set) var calls: [LifecycleCall] = []
    private(set) var stack: [ViewController] = []
    private(set) var modal: (controller: ViewController, style: ModalStyle)?
    /// Hangi çağrıların yazdırılacağı (varsayılan: hepsi). `calls` her çağrıyı yine kaydeder.
    /// Örnek: `kayıt.printed = { $0.controller == "Liste" }` ya da hiçbiri için `{ _ in false }`.
    var printed: (LifecycleCall) -> Bool = { _ in true }

    /// Pencerenin ilk ekranı: kök görünüm yüklenir ve görünür.
    func start(_ root: ViewController) {
        let event = "acilis \(root.name)"
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

    /// Geri düğmesi ya da tamamlanan geri kaydırma. Alttaki ekranın görünümü yeniden yüklenmez.
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

    /// Geri kaydırma başlar, kullanıcı vazgeçer: geçiş tersine döner, yığın değişmez.
    func cancelledPop() {
        guard stack.count > 1, modal == nil else { return skip("kaydirma") }
        let top = stack[stack.count - 1]
        let back = stack[stack.count - 2]
        let begin = "kaydirma \(top.name)"
        send(begin, top, .viewWillDisappear)
        send(begin, back, .viewWillAppear)
        let cancel = "iptal \(top.name)"
        send(cancel, back, .viewWillDisappear)
        send(cancel, back, .viewDidDisappear)
        send(cancel, top, .viewWillAppear)
        send(cancel, top, .viewDidAppear)
    }

    /// Sayfa (sheet) sunumunda alttaki ekrana hiçbir çağrı gitmez; tam ekranda o da kaybolur.
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

    /// Sunumun aynası: sayfa kapanınca alttaki ekran viewWillAppear almaz.
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

    /// Modelin kapsamadığı geçiş (ör. modal açıkken push): kaydedilmez, yalnızca bildirilir.
    private func skip(_ event: String) {
        print("\(event) | model-disi: bu gecis modellenmedi")
    }
}

/// Her metodun kaç kez çağrıldığını yazar.
func countCalls(_ calls: [LifecycleCall]) {
    for method in LifecycleMethod.allCases {
        print("\(method.rawValue): \(calls.filter { $0.method == method }.count)")
    }
}
