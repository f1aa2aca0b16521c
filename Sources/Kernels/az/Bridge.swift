// Bridge.swift — SwiftUI-nin içində UIKit kontrolleri:
// make, update və dismantle hansı kimlik üçün nə vaxt çağırılır
/// UIKit kontrollerinin yerinə: ekranda göstərdiyi sahələr (`fields`) və yalnız UIKit-in bildiyi vəziyyət
/// (`ownState`, məsələn xəritənin miqyası). SwiftUI bu sahələrə özü heç nə yazmır: nəyi yazmağı
/// `make` və `update`-in kodu deyir. Nömrəni nüvə verir: neçənci yaradılan kontroller olduğu.
final class HostedController {
    fileprivate(set) var number = 0
    var fields: [String: String] = [:]
    var ownState: [String: String] = [:]

    init() {}

    var name: String { "kontroller#\(number)" }
}

/// `UIViewControllerRepresentable.Context`-in yerinə: yalnız koordinatoru daşıyır.
struct RepresentableContext<Coordinator> {
    let coordinator: Coordinator
}

/// `UIViewControllerRepresentable`-ın dörd metodu, eyni adlarla. `Coordinator` verilməyəndə `Void`-dir və
/// `dismantleUIViewController` heç nə etmir: SwiftUI-nin protokolunda da hər ikisinin standart variantı var.
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

/// SwiftUI-nin bu metodları çağırma qaydası, onuncu dərsin kimlik sözləri ilə. Hər `render` həmin an ağacda
/// olan görünüşləri kimlikləri ilə alır. Kimlik `yarandı`: `makeCoordinator`, `makeUIViewController`, sonra
/// `updateUIViewController`. Kimlik qaldı: yalnız `updateUIViewController`. Kimlik `silindi`:
/// `dismantleUIViewController`, yeni kontrollerlərdən əvvəl. Nüvə `update`-i hər `render`-də çağırır;
/// bloklar `render`-i yalnız nəsə dəyişəndə çağırır.
final class RepresentableHost<View: ControllerRepresentable> {
    private var live: [String: (controller: HostedController, coordinator: View.Coordinator)] = [:]
    private var order: [String] = []
    private var made = 0

    init() {}

    func render(_ label: String, _ views: [(identity: String, view: View)]) {
        print(label)
        let identities = views.map(\.identity)
        for identity in order where !identities.contains(identity) {
            guard let gone = live.removeValue(forKey: identity) else { continue }
            print("  silindi \(identity): dismantleUIViewController(\(gone.controller.name))")
            View.dismantleUIViewController(gone.controller, coordinator: gone.coordinator)
        }
        for (identity, view) in views {
            if live[identity] == nil {
                let coordinator = view.makeCoordinator()
                made += 1
                print("  yarandı \(identity): makeCoordinator, makeUIViewController -> kontroller#\(made)")
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

    /// Ağacda olan kimliyin kontrolleri; kimlik yoxdursa `nil`.
    func controller(_ identity: String) -> HostedController? { live[identity]?.controller }

    /// Ağacda olan kimliyin koordinatoru (kontrollerin hadisələrini SwiftUI-yə çatdıran obyekt);
    /// yoxdursa `nil`.
    func coordinator(_ identity: String) -> View.Coordinator? { live[identity]?.coordinator }

    /// Kontrollerin göstərdiyini SwiftUI görünüşünün dəyərləri ilə müqayisə edir: `uyğun` və ya `köhnə`.
    func compare(_ identity: String, _ inputs: [String: String]) {
        guard let controller = controller(identity) else { return print("  \(identity): ağacda yoxdur") }
        for key in inputs.keys.sorted() {
            let shown = controller.fields[key] ?? "boş"
            let verdict = shown == inputs[key] ? "uyğun" : "köhnə"
            print("  \(controller.name).\(key): SwiftUI=\(inputs[key]!) UIKit=\(shown) -> \(verdict)")
        }
    }
}
