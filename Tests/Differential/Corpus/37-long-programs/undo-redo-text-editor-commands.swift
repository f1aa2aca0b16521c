// Command pattern text editor: an undo/redo stack of protocol commands, coalescing typing, macros and a cursor.
protocol EditCommand: CustomStringConvertible {
    mutating func apply(to doc: inout Document)
    func revert(_ doc: inout Document)
    mutating func merge(_ other: EditCommand) -> Bool
}
extension EditCommand { mutating func merge(_ other: EditCommand) -> Bool { false } }

struct Document: CustomStringConvertible {
    var text = ""
    var cursor = 0
    var description: String {
        var t = Array(text)
        t.insert("|", at: cursor)
        return "\"" + String(t) + "\""
    }
}

struct Insert: EditCommand {
    var text: String
    var at: Int? = nil
    mutating func apply(to doc: inout Document) {
        let position = at ?? doc.cursor
        at = position
        let i = doc.text.index(doc.text.startIndex, offsetBy: position)
        doc.text.insert(contentsOf: text, at: i)
        doc.cursor = position + text.count
    }
    func revert(_ doc: inout Document) {
        let start = doc.text.index(doc.text.startIndex, offsetBy: at!)
        doc.text.removeSubrange(start..<doc.text.index(start, offsetBy: text.count))
        doc.cursor = at!
    }
    mutating func merge(_ other: EditCommand) -> Bool {
        guard let next = other as? Insert, let a = at, next.at == a + text.count, !next.text.hasPrefix(" ") else { return false }
        text += next.text
        return true
    }
    var description: String { "insert(\(text.debugDescription))" }
}

struct Delete: EditCommand {
    let count: Int
    var removed = ""
    var from = 0
    mutating func apply(to doc: inout Document) {
        let n = min(count, doc.cursor)
        from = doc.cursor - n
        let start = doc.text.index(doc.text.startIndex, offsetBy: from)
        let end = doc.text.index(start, offsetBy: n)
        removed = String(doc.text[start..<end])
        doc.text.removeSubrange(start..<end)
        doc.cursor = from
    }
    func revert(_ doc: inout Document) {
        doc.text.insert(contentsOf: removed, at: doc.text.index(doc.text.startIndex, offsetBy: from))
        doc.cursor = from + removed.count
    }
    var description: String { "delete(\(removed.debugDescription))" }
}

struct Move: EditCommand {
    let to: Int
    var previous = 0
    mutating func apply(to doc: inout Document) { previous = doc.cursor; doc.cursor = max(0, min(to, doc.text.count)) }
    func revert(_ doc: inout Document) { doc.cursor = previous }
    var description: String { "move(\(to))" }
}

final class Editor {
    private(set) var document = Document()
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []

    func perform(_ command: EditCommand) {
        var command = command
        command.apply(to: &document)
        redoStack.removeAll()
        if var last = undoStack.last, last.merge(command) {
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(command)
        }
    }
    @discardableResult func undo() -> Bool {
        guard let c = undoStack.popLast() else { return false }
        c.revert(&document)
        redoStack.append(c)
        return true
    }
    @discardableResult func redo() -> Bool {
        guard var c = redoStack.popLast() else { return false }
        c.apply(to: &document)
        undoStack.append(c)
        return true
    }
    var history: String { "undo=\(undoStack) redo=\(redoStack)" }
}

let editor = Editor()
for word in ["H", "e", "l", "l", "o"] { editor.perform(Insert(text: word)) }
editor.perform(Insert(text: " world"))
print(editor.document, editor.history)
editor.perform(Delete(count: 5))
editor.perform(Insert(text: "Swift"))
print(editor.document)
editor.undo(); print(editor.document)
editor.undo(); print(editor.document)
editor.redo(); print(editor.document)
editor.perform(Move(to: 0))
editor.perform(Insert(text: ">> "))
print(editor.document, editor.history)
while editor.undo() {}
print(editor.document, editor.redo(), editor.document)
print(editor.redo(), editor.redo(), editor.redo(), editor.redo(), editor.redo(), editor.document)
