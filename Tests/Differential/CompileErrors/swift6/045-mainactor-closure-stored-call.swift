// main.swift — a stored @MainActor callback is called from a nonisolated async function without await
// fails differently in Swift 5
struct Alert {
    let onDismiss: @MainActor () -> Void
}

func dismiss(_ alert: Alert) async {
    alert.onDismiss()
}
