// iOS-style to-do app in one file: model, MVVM view model with observers, delegate, closures and a fake view.
struct TodoItem: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
    var priority: Priority = .normal
    enum Priority: Int, Comparable, CustomStringConvertible {
        case low, normal, high
        static func < (l: Priority, r: Priority) -> Bool { l.rawValue < r.rawValue }
        var description: String { ["·", "•", "‼︎"][rawValue] }
    }
}

protocol TodoListViewModelDelegate: AnyObject {
    func viewModelDidChange(_ viewModel: TodoListViewModel, change: TodoListViewModel.Change)
}

final class Observable<Value> {
    typealias Observer = (Value) -> Void
    private var observers: [Int: Observer] = [:]
    private var nextToken = 0
    var value: Value { didSet { observers.keys.sorted().forEach { observers[$0]?(value) } } }
    init(_ value: Value) { self.value = value }
    @discardableResult
    func bind(fire: Bool = true, _ observer: @escaping Observer) -> Int {
        nextToken += 1
        observers[nextToken] = observer
        if fire { observer(value) }
        return nextToken
    }
    func unbind(_ token: Int) { observers[token] = nil }
}

final class TodoListViewModel {
    enum Change: Equatable { case inserted(Int), updated(Int), removed(Int), reloaded }
    enum Filter: String { case all, active, done }

    weak var delegate: TodoListViewModelDelegate?
    private var items: [TodoItem] = []
    private var nextID = 1
    let title = Observable("To-Do")
    let remaining = Observable(0)
    var filter: Filter = .all { didSet { delegate?.viewModelDidChange(self, change: .reloaded) } }

    var visible: [TodoItem] {
        let filtered = items.filter {
            switch filter { case .all: true; case .active: !$0.isDone; case .done: $0.isDone }
        }
        return filtered.sorted { ($0.priority, -$0.id) > ($1.priority, -$1.id) }
    }

    func add(_ title: String, priority: TodoItem.Priority = .normal) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed, priority: priority))
        delegate?.viewModelDidChange(self, change: .inserted(nextID))
        nextID += 1
        refreshCounts()
    }
    func toggle(_ id: Int) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].isDone.toggle()
        delegate?.viewModelDidChange(self, change: .updated(id))
        refreshCounts()
    }
    func remove(where predicate: (TodoItem) -> Bool) {
        let gone = items.filter(predicate).map(\.id)
        items.removeAll(where: predicate)
        gone.forEach { delegate?.viewModelDidChange(self, change: .removed($0)) }
        refreshCounts()
    }
    private func refreshCounts() {
        remaining.value = items.filter { !$0.isDone }.count
        title.value = remaining.value == 0 ? "All done!" : "To-Do (\(remaining.value))"
    }
}

final class TodoListView: TodoListViewModelDelegate {
    let viewModel: TodoListViewModel
    private(set) var renders = 0
    var navigationTitle = ""
    init(viewModel: TodoListViewModel) {
        self.viewModel = viewModel
        viewModel.delegate = self
        viewModel.title.bind { [weak self] in self?.navigationTitle = $0 }
    }
    func viewModelDidChange(_ viewModel: TodoListViewModel, change: TodoListViewModel.Change) {
        renders += 1
        print("  [delegate] \(change)")
    }
    func render() {
        print("┌ \(navigationTitle) — filter: \(viewModel.filter.rawValue)")
        for item in viewModel.visible {
            print("│ [\(item.isDone ? "x" : " ")] \(item.priority) #\(item.id) \(item.title)")
        }
        print("└ \(viewModel.visible.count) shown")
    }
}

import Foundation

let viewModel = TodoListViewModel()
let screen = TodoListView(viewModel: viewModel)
let badgeToken = viewModel.remaining.bind(fire: false) { print("  [badge] \($0)") }
viewModel.add("Buy milk")
viewModel.add("  Write report ", priority: .high)
viewModel.add("   ")
viewModel.add("Call mom", priority: .low)
viewModel.add("Book flights", priority: .high)
screen.render()
viewModel.toggle(2)
viewModel.toggle(99)
viewModel.remaining.unbind(badgeToken)
viewModel.toggle(1)
viewModel.filter = .active
screen.render()
viewModel.filter = .done
screen.render()
viewModel.remove { $0.isDone }
viewModel.toggle(3); viewModel.toggle(4)
viewModel.filter = .all
screen.render()
print("renders:", screen.renders, "title:", screen.navigationTitle)
