import LessonModel

/// Unicode bidirectional controls in code, made visible as editors do: each stays in the text (a copied
/// block is the code the compiler saw, and the names' offsets still count it) but inside a `<bdi>`, whose
/// isolation ends its reordering there (the "Trojan Source" trick), with its escape (`\u{202E}`) drawn
/// before it by the style sheet and its name in the title.
extension HTML {
    /// `markup` with each bidi control of its text wrapped. Controls inside a tag (an attribute's value) are
    /// left: wrapping them there would cut the attribute. In trusted markup a raw `<` or `>` is only ever a
    /// tag's bound (text and attribute values have theirs escaped), so the tags are found by them.
    static func showingBidiControls(_ markup: HTML) -> HTML {
        guard mayHoldBidiControl(markup.markup) else { return markup }
        var shown = ""
        var insideTag = false
        for scalar in markup.markup.unicodeScalars {
            if scalar == "<" || scalar == ">" { insideTag = scalar == "<" }
            if !insideTag, VisibleText.isBidiControl(scalar) {
                let name = scalar.properties.name ?? ""
                let title = "U+" + String(scalar.value, radix: 16, uppercase: true) + " " + name
                shown +=
                    "<bdi class=\"bidi-control\" data-shown=\"\(VisibleText.escape(scalar))\" title=\"\(title)\">"
                shown.unicodeScalars.append(scalar)
                shown += "</bdi>"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return HTML(trusted: shown)
    }

    /// Every bidi control's UTF-8 starts with 0xE2 (U+200E…U+2069) or 0xD8 (U+061C): text without those
    /// bytes, most code, is returned at once without reading it by scalar.
    private static func mayHoldBidiControl(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0xE2 || $0 == 0xD8 }
    }
}
