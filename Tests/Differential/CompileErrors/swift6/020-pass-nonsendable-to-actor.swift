// main.swift — passing a non-Sendable object into an actor, then using it again
// compiles in Swift 5
final class Note {
    var body = ""
}

actor NoteStore {
    var notes: [Note] = []
    func add(_ note: Note) { notes.append(note) }
}

func save(_ store: NoteStore) async {
    let note = Note()
    await store.add(note)
    note.body = "edited"
}
