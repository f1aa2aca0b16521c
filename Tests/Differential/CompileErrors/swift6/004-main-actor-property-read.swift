// main.swift — reading a main-actor property from a nonisolated context
// fails the same way in Swift 5
@MainActor
class SessionStore {
    var userName = "guest"
}

nonisolated func currentUser(in store: SessionStore) -> String {
    store.userName
}

print("ok")
