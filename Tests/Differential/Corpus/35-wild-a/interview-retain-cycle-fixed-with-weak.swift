// iOS interview question: a retain cycle between a view controller and a closure, fixed with [weak self].
class ProfileViewController {
    let name: String
    var onRefresh: (() -> Void)?
    init(name: String) { self.name = name; print("\(name) init") }
    deinit { print("\(name) deinit") }

    func setUpLeaky() { onRefresh = { print("refreshing \(self.name)") } }
    func setUpSafe() { onRefresh = { [weak self] in print("refreshing \(self?.name ?? "nothing")") } }
}

do {
    let leaky = ProfileViewController(name: "Leaky")
    leaky.setUpLeaky()
    leaky.onRefresh?()
}
print("after leaky scope")

do {
    let safe = ProfileViewController(name: "Safe")
    safe.setUpSafe()
    safe.onRefresh?()
}
print("after safe scope")

let kept = ProfileViewController(name: "Global")
kept.setUpSafe()
kept.onRefresh?()
print("end of program")
