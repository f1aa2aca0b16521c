// lazy properties with printing initialisers, willSet/didSet on a subclass override, and static lazies.
class Document {
    lazy var wordCount: Int = {
        print("counting words")
        return text.split(separator: " ").count
    }()
    var text: String { didSet { print("text changed") } }
    static var created = 0
    static let formatter: (Int) -> String = { print("making formatter"); return { "\($0) words" } }()
    init(text: String) { self.text = text; Document.created += 1 }
}
final class Draft: Document {
    override var text: String {
        willSet { print("draft will change to '\(newValue)'") }
        didSet { print("draft changed from '\(oldValue)'") }
    }
}
let doc = Draft(text: "bir iki üç")
print("created", Document.created)
print(Document.formatter(doc.wordCount))
doc.text = "dörd beş"
print(doc.wordCount, Document.formatter(2))
