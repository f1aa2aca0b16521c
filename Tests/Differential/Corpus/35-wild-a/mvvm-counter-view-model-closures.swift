// MVVM in plain Swift: a view model with an onChange closure, a fake view rendering, a global render log.
var renderLog: [String] = []

final class CounterViewModel {
    private(set) var count = 0 {
        didSet { onChange?(title) }
    }
    var onChange: ((String) -> Void)?
    var title: String { count == 0 ? "Tap to start" : "Tapped \(count) time\(count == 1 ? "" : "s")" }

    func increment() { count += 1 }
    func reset() { count = 0 }
}

struct CounterView {
    let viewModel: CounterViewModel
    init(viewModel: CounterViewModel) {
        self.viewModel = viewModel
        viewModel.onChange = { [self] title in render(title) }
    }
    func render(_ title: String) {
        renderLog.append(title)
        print("[label] \(title)")
    }
}

let vm = CounterViewModel()
let view = CounterView(viewModel: vm)
view.render(vm.title)
vm.increment()
vm.increment()
vm.reset()
vm.increment()
print("renders:", renderLog.count)
