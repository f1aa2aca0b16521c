// main.swift — calling main-actor code from a @Sendable closure needs await
// fails the same way in Swift 5
@MainActor
func updateBadge(_ count: Int) {
    print("badge \(count)")
}

func onMessage(_ handler: @escaping @Sendable (Int) -> Void) {
    handler(3)
}

func subscribe() {
    onMessage { count in
        updateBadge(count)
    }
}
