// A closure property capturing self strongly leaks; [unowned self] lets the object deinit.
class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
print("heading stays alive because it is a top-level constant")
