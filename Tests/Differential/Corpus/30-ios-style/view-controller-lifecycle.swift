// A UIViewController-like lifecycle modelled in plain Swift: load, appear, disappear in order.
class ViewController {
    let title: String
    private(set) var isViewLoaded = false
    init(title: String) { self.title = title }
    func loadViewIfNeeded() { if !isViewLoaded { isViewLoaded = true; viewDidLoad() } }
    func viewDidLoad() { print("\(title).viewDidLoad") }
    func viewWillAppear() { print("\(title).viewWillAppear") }
    func viewDidAppear() { print("\(title).viewDidAppear") }
    func viewWillDisappear() { print("\(title).viewWillDisappear") }
    func viewDidDisappear() { print("\(title).viewDidDisappear") }
}
final class NavigationController {
    private(set) var stack: [ViewController] = []
    func push(_ vc: ViewController) {
        vc.loadViewIfNeeded()
        stack.last?.viewWillDisappear()
        vc.viewWillAppear()
        stack.last?.viewDidDisappear()
        stack.append(vc)
        vc.viewDidAppear()
    }
    func pop() {
        guard stack.count > 1 else { return }
        let top = stack.removeLast()
        top.viewWillDisappear(); stack.last!.viewWillAppear()
        top.viewDidDisappear(); stack.last!.viewDidAppear()
    }
}
let nav = NavigationController()
nav.push(ViewController(title: "List"))
print("--")
nav.push(ViewController(title: "Detail"))
print("--")
nav.pop()
print(nav.stack.map(\.title))
