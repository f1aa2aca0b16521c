// Command pattern with undo/redo stacks on a text document; commands as protocol existentials and closures.
final class Document { var text = "" }

protocol EditCommand {
    var name: String { get }
    func execute(on doc: Document)
    func undo(on doc: Document)
}

struct Append: EditCommand {
    let string: String
    var name: String { "append \"\(string)\"" }
    func execute(on doc: Document) { doc.text += string }
    func undo(on doc: Document) { doc.text.removeLast(string.count) }
}

struct Uppercase: EditCommand {
    let previous: Box
    final class Box { var value = "" }
    init() { previous = Box() }
    var name: String { "uppercase" }
    func execute(on doc: Document) { previous.value = doc.text; doc.text = doc.text.uppercased() }
    func undo(on doc: Document) { doc.text = previous.value }
}

final class UndoManager {
    private var undoStack: [EditCommand] = [], redoStack: [EditCommand] = []
    let doc: Document
    init(_ doc: Document) { self.doc = doc }
    func perform(_ c: EditCommand) { c.execute(on: doc); undoStack.append(c); redoStack.removeAll(); log(c.name) }
    func undo() { guard let c = undoStack.popLast() else { return log("nothing to undo") }; c.undo(on: doc); redoStack.append(c); log("undo \(c.name)") }
    func redo() { guard let c = redoStack.popLast() else { return log("nothing to redo") }; c.execute(on: doc); undoStack.append(c); log("redo \(c.name)") }
    private func log(_ what: String) { print(what.padding(toLength: 22, withPad: " ", startingAt: 0), "|", doc.text) }
}

import Foundation
let manager = UndoManager(Document())
manager.perform(Append(string: "hello"))
manager.perform(Append(string: ", world"))
manager.perform(Uppercase())
manager.undo()
manager.undo()
manager.redo()
manager.perform(Append(string: "!"))
manager.redo()
manager.undo(); manager.undo(); manager.undo(); manager.undo()
