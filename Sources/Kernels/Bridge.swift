// Bridge.swift — SwiftUI içinde bir UIKit denetleyicisi:
// makeCoordinator, make, update ve dismantle hangi sırayla çağrılır
/// UIKit tarafındaki denetleyicinin yerine: ekranda gösterdiği alanlar ve yalnızca UIKit'in bildiği durumu
/// (kaydırma konumu gibi). `make` onu bir kez kurar; SwiftUI ona dokunmaz,
/// alanlara ne yazılacağını kod söyler.
/// Numarasını `make`'ten sonra çekirdek verir (kaçıncı kurulan denetleyici olduğu).
final class HostedController {
    fileprivate(set) var number = 0
    var fields: [String: String] = [:]
    var ownState: [String: String] = [:]

    init() {}

    var name: String { "denetleyici#\(number)" }
}

/// `UIViewControllerRepresentable.Context`'in yerine: yalnızca koordinatörü taşır.
struct RepresentableContext<Coordinator> {
    let coordinator: Coordinator
}

/// `UIViewControllerRepresentable`'ın dört metodu, aynı adlarla ve aynı rollerle.
protocol ControllerRepresentable {
    associatedtype Coordinator = Void
    func makeCoordinator() -> Coordinator
    func makeUIViewController(context: RepresentableContext<Coordinator>) -> HostedController
    func updateUIViewController(_ controller: HostedController, context: RepresentableContext<Coordinator>)
    static func dismantleUIViewController(_ controller: HostedController, coordinator: Coordinator)
}

extension ControllerRepresentable where Coordinator == Void {
    func makeCoordinator() {}
}

extension ControllerRepresentable {
    static func dismantleUIViewController(_ controller: HostedController, coordinator: Coordinator) {}
}

/// SwiftUI'nin bu metotları çağırma sırası. Her `render`, o an ağaçta duran temsil eden görünümleri
/// kimlikleriyle alır: yeni kimlik için `makeCoordinator`, `makeUIViewController`, `updateUIViewController`;
/// duran kimlik için yalnızca `updateUIViewController`; kaybolan kimlik için `dismantleUIViewController`.
/// (Çekirdek her `render`'da `update` çağırır; blokların `render`'ı yalnızca bir şey değişince çağrılır.)
final class RepresentableHost<View: ControllerRepresentable> {
    private var live: [String: (controller: HostedController, coordinator: View.Coordinator)] = [:]
    private var order: [String] = []
    private var made = 0

    init() {}

    func render(_ label: String, _ views: [(identity: String, view: View)]) {
        print("\(label):")
        let identities = views.map(\.identity)
        for identity in order where !identities.contains(identity) {
            guard let gone = live.removeValue(forKey: identity) else { continue }
            print("  dismantleUIViewController(\(gone.controller.name)) [\(identity)]")
            View.dismantleUIViewController(gone.controller, coordinator: gone.coordinator)
        }
        for (identity, view) in views {
            if live[identity] == nil {
                let coordinator = view.makeCoordinator()
                made += 1
                print("  makeCoordinator, makeUIViewController -> denetleyici#\(made) [\(identity)]")
                let controller = view.makeUIViewController(
                    context: RepresentableContext(coordinator: coordinator))
                controller.number = made
                live[identity] = (controller, coordinator)
            }
            guard let entry = live[identity] else { continue }
            print("  updateUIViewController(\(entry.controller.name))")
            view.updateUIViewController(
                entry.controller, context: RepresentableContext(coordinator: entry.coordinator))
        }
        order = identities
    }

    /// Ağaçta duran kimliğin denetleyicisi; kimlik yoksa `nil`.
    func controller(_ identity: String) -> HostedController? { live[identity]?.controller }

    /// Denetleyicinin gösterdiğini görünümün girdileriyle karşılaştırır: `uyumlu` ya da `bayat`.
    func compare(_ identity: String, _ inputs: [String: String]) {
        guard let controller = controller(identity) else { return print("  \(identity): ağaçta yok") }
        for key in inputs.keys.sorted() {
            let shown = controller.fields[key] ?? "yok"
            let verdict = shown == inputs[key] ? "uyumlu" : "bayat"
            print("  \(controller.name).\(key): girdi=\(inputs[key]!) ekran=\(shown) -> \(verdict)")
        }
    }
}
