// @MainActor global variables and functions in main.swift, used from main-actor code.
@MainActor var tapCount = 0
@MainActor let screenTitle = "Home"
@MainActor func tap() { tapCount += 1 }
@MainActor final class ViewModel { var items: [String] = []; func load() { items = ["a", "b"] } }
MainActor.assumeIsolated {
    tap(); tap()
    let vm = ViewModel()
    vm.load()
    print(screenTitle, tapCount, vm.items)
}
print("done")
