// main.swift — a Task closure captures a non-Sendable value that is used again afterwards
// compiles in Swift 5
class Draft {
    var text = ""
}

func save() async {
    let draft = Draft()
    Task {
        draft.text = "autosaved"
    }
    print(draft.text)
}
