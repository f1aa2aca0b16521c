// main.swift — a let reference to a class allows mutation but not reassignment
class Document {
    var title = "Untitled"
}

let doc = Document()
doc.title = "Draft"
doc = Document()
print(doc.title)
