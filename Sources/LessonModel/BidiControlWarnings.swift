extension LessonParser {
    /// A warning for each code block line that holds a Unicode bidirectional control: it can make code
    /// display in another order than the compiler reads it ("Trojan Source"). Legitimate right-to-left
    /// text in a string needs none of them, so each one is worth a look; the site shows them (`\u{202E}`).
    static func bidiControlWarnings(_ blocks: [LessonBlock], at here: (Int) -> SourceLocation) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for item in blocks {
            for (line, controls) in VisibleText.bidiControls(
                in: item.block.code, firstLine: item.block.firstContentLine)
            {
                let named = controls.map { VisibleText.escape($0) + " (" + ($0.properties.name ?? "") + ")" }
                warnings.append(
                    Diagnostic(
                        .warning, .bidiControl, at: here(line),
                        "this line of code holds the Unicode bidirectional control \(named.joined(separator: ", ")): it can make the code read in another order than it runs; write it as an escape in a string, or remove it. The site shows it as its escape"
                    ))
            }
        }
        return warnings
    }
}
