/// Characters that act instead of showing: terminal controls (a block's `print` of ESC sequences can set
/// the clipboard, retitle the window, clear the screen or overdraw the summary) and Unicode bidirectional
/// controls (they reorder how code reads, the "Trojan Source" trick). What lessonbuild prints about a
/// lesson shows them as Swift escapes (`\u{1B}`); lesson files keep the real bytes.
public enum VisibleText {
    /// The Unicode bidirectional formatting controls: the embeddings and overrides (U+202A–U+202E), the
    /// isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// Whether a terminal would act on the character rather than show it, or it reorders text: every C0
    /// control, DEL, every C1 control (U+0080–U+009F) and the bidi controls.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
    }

    /// `scalar` as a Swift escape: `\u{1B}`, `\u{202E}` (upper-case hexadecimal, no leading zeros).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every hidden character but those in `kept` written as its escape. Commands keep line
    /// breaks and tabs in multi-line text (a diff) and escape them in one-line fields (a path).
    public static func shown(_ text: String, keeping kept: Set<Unicode.Scalar> = ["\n", "\t"]) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0) && !kept.contains($0) }) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) && !kept.contains(scalar) {
                shown += escape(scalar)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The 1-based offsets (from `firstLine`) of the lines of `text` that hold a bidi control, with the
    /// controls each holds, in order.
    public static func bidiControls(in text: String, firstLine: Int) -> [(line: Int, controls: [Unicode.Scalar])] {
        var found: [(line: Int, controls: [Unicode.Scalar])] = []
        var line = firstLine
        var controls: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !controls.isEmpty { found.append((line, controls)) }
                controls = []
                line += 1
            } else if isBidiControl(scalar) {
                controls.append(scalar)
            }
        }
        if !controls.isEmpty { found.append((line, controls)) }
        return found
    }
}
