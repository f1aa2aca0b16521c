// Capture lists in closures: strong, weak and unowned captures decide when a document is freed.
final class Document {
    let title: String
    var onSave: (() -> Void)?
    init(_ title: String) { self.title = title; print("open \(title)") }
    deinit { print("free \(title)") }
}

func strongCycle() {
    let doc = Document("döngü")
    doc.onSave = { print("saving", doc.title) }
    doc.onSave?()
}

func weakCapture() {
    let doc = Document("zayıf")
    doc.onSave = { [weak doc] in print("saving", doc?.title ?? "nothing") }
    doc.onSave?()
}

func unownedCapture() -> () -> String {
    let doc = Document("sahipsiz")
    let describe = { [unowned doc] in "title is \(doc.title)" }
    print(describe())
    return { [title = doc.title] in "captured copy: \(title)" }
}

print("-- strong")
strongCycle()
print("-- weak")
weakCapture()
print("-- unowned")
let later = unownedCapture()
print(later())
print("-- value capture")
var counter = 1
let captured = { [counter] in print("captured", counter, "now", counterNow()) }
func counterNow() -> Int { counter }
counter = 5
captured()
