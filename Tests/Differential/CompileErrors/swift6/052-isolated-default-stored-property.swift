// main.swift — a stored property's default value calls main-actor code in a nonisolated struct
// fails differently in Swift 5
@MainActor
func makeSessionID() -> String { "session-1" }

struct Request {
    var path: String
    var sessionID = makeSessionID()
}

func build() -> Request {
    Request(path: "/home")
}
