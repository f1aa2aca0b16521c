// Child coordinators with a weak parent: starting flows, finishing them, and checking that children are freed.
class Coordinator {
    let name: String
    weak var parent: Coordinator?
    private(set) var children: [Coordinator] = []
    init(name: String) { self.name = name }
    func start() { print("\(name) started") }
    func add(_ child: Coordinator) {
        child.parent = self
        children.append(child)
        child.start()
    }
    func childDidFinish(_ child: Coordinator) {
        children.removeAll { $0 === child }
        print("\(name) removed \(child.name); children now \(children.map(\.name))")
    }
    func finish() { parent?.childDidFinish(self) }
    deinit { print("\(name) deinit") }
}

final class CheckoutCoordinator: Coordinator {
    var step = 0
    override func start() {
        super.start()
        for screen in ["Sepet", "Adres", "Ödeme"] { step += 1; print("  show \(screen) (\(step))") }
    }
}

let app = Coordinator(name: "App")
app.start()
do {
    let onboarding = Coordinator(name: "Onboarding")
    app.add(onboarding)
    app.add(CheckoutCoordinator(name: "Checkout"))
}
print("children:", app.children.map(\.name))
app.children.first?.finish()
print("parent of checkout is", app.children.first?.parent?.name ?? "none")
app.children.last?.finish()
print("remaining:", app.children.count)
