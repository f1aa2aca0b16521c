// main.swift — a detached task calls a synchronous main-actor function without await
// fails the same way in Swift 5
@MainActor
func showToast(_ text: String) {
    print("toast: \(text)")
}

func notifyDone() {
    Task.detached {
        showToast("done")
    }
}
