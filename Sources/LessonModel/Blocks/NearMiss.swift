/// A block that is not of a kind but reads as if it was meant to be: a runnable block or a kernel listing
/// with something small in the way (a blank line, a tab, a capital, a misspelt marker or language). Each
/// cause names what is in the way and how to remove it. The rule, as the README states it: the first
/// non-blank line, with invisible and look-alike characters folded, within two edits of `// main.swift`
/// (or naming a kernel, or a kernel's name in another case or one edit off), in a block whose language is
/// `swift` or nearly (`Swift`, `swift6`, `swift,exercise`), or in an indented code block.
public struct NearMiss: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case runnable
        case listing(kernel: String)
    }

    public var kind: Kind
    /// What is in the way, each with its fix, in the order they stand in the block.
    public var causes: [String]
    /// An error even with no transcript after it: a listing's near miss, a block marked `exercise`.
    public var isCertain: Bool
}

/// Finds near misses (`NearMiss`). Pure: it reads a block, its lines in the lesson and the kernel names.
enum NearMissFinder {
    /// The first line of a block's text that is not blank, as it stands and once folded.
    struct FirstLine {
        /// Index of the line in the block's text (0: the first).
        var index: Int
        /// The spaces and tabs before it, inside the block.
        var indentation: Substring
        /// The line without them.
        var text: Substring
        /// `text` with format characters dropped and compatibility forms (fullwidth, no-break space) folded.
        var folded: String
        /// The first character `folded` dropped or changed, for the message.
        var oddCharacter: (scalar: Unicode.Scalar, column: Int)?
    }

    static func firstLine(of block: CodeBlock) -> FirstLine? {
        let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let line = lines[index]
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        let text = line.dropFirst(indentation.count)
        let (folded, odd) = fold(text)
        return FirstLine(index: index, indentation: indentation, text: text, folded: folded, oddCharacter: odd)
    }

    /// Drops format characters (zero-width space, joiners, byte order mark), maps fullwidth ASCII to ASCII
    /// and every other space to a plain one.
    static func fold(_ text: Substring) -> (String, (Unicode.Scalar, Int)?) {
        var folded = String.UnicodeScalarView()
        var odd: (Unicode.Scalar, Int)?
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            var replacement: Unicode.Scalar? = scalar
            if scalar.properties.generalCategory == .format {
                replacement = nil
            } else if (0xFF01...0xFF5E).contains(scalar.value) {
                // Fullwidth ASCII (U+FF01…U+FF5E) is ASCII shifted by 0xFEE0.
                replacement = Unicode.Scalar(scalar.value - 0xFEE0)
            } else if scalar != " ", scalar.properties.isWhitespace {
                replacement = " "
            }
            if replacement != scalar, odd == nil { odd = (scalar, offset + 1) }
            if let replacement { folded.append(replacement) }
        }
        return (String(folded), odd)
    }

    /// How a folded first line stands to the runnable marker: nil when it is not within two edits.
    enum MarkerLikeness: Equatable {
        case exact, otherCase, otherSpacing, edits(Int)
    }

    static func markerLikeness(_ folded: String) -> MarkerLikeness? {
        let marker = LessonParser.runnableMarker
        if LessonParser.hasRunnableMarker(folded) { return .exact }
        let lower = folded.lowercased()
        if LessonParser.hasRunnableMarker(lower) { return .otherCase }
        let squeezed = lower.filter { $0 != " " && $0 != "\t" }
        if squeezed.hasPrefix("//main.swift"), !startsName(squeezed.dropFirst(12).first) { return .otherSpacing }
        let characters = Array(lower)
        var best = Int.max
        for cut in max(1, marker.count - 2)...(marker.count + 2) where cut <= characters.count {
            guard !startsName(cut < characters.count ? characters[cut] : nil) else { continue }
            best = min(best, EditDistance.between(characters[..<cut], marker))
        }
        return best <= 2 ? .edits(best) : nil
    }

    /// A character that continues a name (`// main.swiftui` is not `// main.swift` followed by a comment).
    static func startsName(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}

extension NearMissFinder {
    /// The near miss a block is, or nil. `block` is not runnable and not a listing (`LessonParser.role`).
    static func find(_ block: CodeBlock, source: SourceText, kernelNames: Set<String>) -> NearMiss? {
        guard let first = firstLine(of: block) else { return nil }
        if block.fence == nil { return indentedBlock(block, first: first, source: source, kernelNames: kernelNames) }
        let language = languageCause(block)
        guard language != nil || block.language == "swift" else { return nil }
        let sourceLine = block.firstContentLine + first.index
        var causes = [language].compactMap { $0 } + placementCauses(first, sourceLine: sourceLine, source: source)
        if let likeness = markerLikeness(first.folded) {
            if let cause = markerCause(likeness, first: first) { causes.append(cause) }
            return causes.isEmpty ? nil : NearMiss(kind: .runnable, causes: causes, isCertain: false)
        }
        if let (kernel, cause) = listingLikeness(first.folded, kernelNames: kernelNames) {
            causes += [cause].compactMap { $0 }
            return causes.isEmpty ? nil : NearMiss(kind: .listing(kernel: kernel), causes: causes, isCertain: true)
        }
        let runnableWords = block.infoWords.filter { InfoWords.runnableOnly.contains(String($0)) }
        if let word = runnableWords.first {
            causes.append(
                "it is marked `\(word)`, which only a runnable block takes, but its first line `\(shown(first.text))` is not `\(LessonParser.runnableMarker)`"
            )
            return NearMiss(kind: .runnable, causes: causes, isCertain: true)
        }
        return nil
    }

    /// An indented code block holding a fence (a fence indented by a tab or four spaces) or the marker.
    private static func indentedBlock(
        _ block: CodeBlock, first: FirstLine, source: SourceText, kernelNames: Set<String>
    ) -> NearMiss? {
        let line = block.openingLine + first.index
        let indentation = describeIndentation(source.line(line))
        if first.folded.hasPrefix("```") || first.folded.hasPrefix("~~~") {
            let rest = block.code.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(first.index + 1)
            guard let next = rest.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
            let (folded, _) = fold(next.drop { $0 == " " || $0 == "\t" })
            guard markerLikeness(folded) != nil || listingLikeness(folded, kernelNames: kernelNames) != nil else {
                return nil
            }
            return NearMiss(
                kind: .runnable,
                causes: [
                    "it is an indented code block, not a fenced one: the fence on line \(line) is indented by \(indentation), and four columns of indentation make an indented code block (a tab counts as up to four). Indent a fence by at most three spaces"
                ], isCertain: false)
        }
        guard markerLikeness(first.folded) != nil else { return nil }
        return NearMiss(
            kind: .runnable,
            causes: [
                "it is an indented code block (line \(line) is indented by \(indentation)), which is never run: write it between ```swift fences"
            ], isCertain: false)
    }

    /// A tab or `N spaces`, for the whitespace that starts a line of the lesson (after any `>` markers).
    static func describeIndentation(_ line: String) -> String {
        let lead = line.prefix { $0 == " " || $0 == "\t" || $0 == ">" }
        if let tab = lead.firstIndex(of: "\t") {
            return "a tab (column \(lead.distance(from: lead.startIndex, to: tab) + 1))"
        }
        let spaces = lead.reversed().prefix { $0 == " " }.count
        return spaces == 1 ? "1 space" : "\(spaces) spaces"
    }

    /// The language word when it is nearly `swift`: another case, a word run into it, a typing slip.
    static func languageCause(_ block: CodeBlock) -> String? {
        let language = block.language
        let lower = language.lowercased()
        guard block.fence != nil, language != "swift" else { return nil }
        if lower == "swift" { return "its language `\(language)` is in another case: write `swift`, lowercase" }
        if lower.hasPrefix("swift") {
            let rest = lower.dropFirst(5)
            if InfoWords.swift.contains(lower) {
                return
                    "`\(language)` is read as the block's language: write the language, a space, then the word (```swift \(lower))"
            }
            if let separator = rest.first, !separator.isLetter, !separator.isNumber {
                let words = rest.split { !$0.isLetter && !$0.isNumber && $0 != "-" }.joined(separator: " ")
                return
                    "`\(language)` is one word: separate the info string's words with spaces (```swift \(words))"
            }
            return "its language `\(language)` is not `swift`"
        }
        return EditDistance.between(lower, "swift") <= 1 ? "its language `\(language)` is not `swift`" : nil
    }

    /// Blank lines, indentation and odd characters before or in the first line.
    static func placementCauses(_ first: FirstLine, sourceLine: Int, source: SourceText) -> [String] {
        var causes: [String] = []
        if first.index > 0 {
            causes.append(
                "\(first.index == 1 ? "a blank line stands" : "\(first.index) blank lines stand") before line \(sourceLine): the block's very first line must be `\(shown(first.text))`; delete \(first.index == 1 ? "it" : "them")"
            )
        }
        if !first.indentation.isEmpty {
            let lessonLine = source.line(sourceLine)
            if lessonLine.prefix(while: { $0 == " " || $0 == "\t" || $0 == ">" }).contains("\t") {
                causes.append(
                    "line \(sourceLine) starts with \(describeIndentation(lessonLine)), which indents it past its fence (a tab counts as up to four spaces, more than a list item's indentation): indent the block with spaces only, as far as its fence"
                )
            } else {
                causes.append(
                    "line \(sourceLine) is indented by \(first.indentation.count) space\(first.indentation.count == 1 ? "" : "s") inside the block: start it at its fence's column"
                )
            }
        }
        if let (scalar, column) = first.oddCharacter {
            let code = String(scalar.value, radix: 16, uppercase: true)
            causes.append(
                "line \(sourceLine) holds an invisible or look-alike character (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), character \(column) of the line): type the line again"
            )
        }
        return causes
    }

    /// What keeps a first line from being the marker, or nil when it is the marker.
    static func markerCause(_ likeness: MarkerLikeness, first: FirstLine) -> String? {
        let marker = LessonParser.runnableMarker
        let text = shown(first.text)
        switch likeness {
        case .exact: return nil
        case .otherCase: return "`\(text)` is in another case: the marker is `\(marker)`, lowercase"
        case .otherSpacing: return "`\(text)` is spaced differently: the marker is `//`, one space, `main.swift`"
        case .edits:
            return
                "`\(text)` is not `\(marker)`: the line must start with exactly that, then a space or its end"
        }
    }

    /// A first line `// <Name>.swift` that is a kernel's listing spaced differently, or names a kernel in
    /// another case or one edit off (two for a name of eight letters or more).
    static func listingLikeness(_ folded: String, kernelNames: Set<String>) -> (String, String?)? {
        guard folded.hasPrefix("/") else { return nil }
        let afterSlashes = folded.drop { $0 == "/" }
        let rest = afterSlashes.drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+" }
        let after = rest.dropFirst(name.count)
        guard !name.isEmpty, after.hasPrefix(".swift"), !startsName(after.dropFirst(6).first) else { return nil }
        let spacingCause =
            folded.hasPrefix("// \(name)")
            ? nil : "`\(shown(Substring(folded)))` is spaced differently: a listing starts `// \(name).swift`"
        if kernelNames.contains(String(name)) { return (String(name), spacingCause) }
        let sorted = kernelNames.sorted()
        if let kernel = sorted.first(where: { $0.lowercased() == name.lowercased() }) {
            return (kernel, "`\(name).swift` is not `\(kernel).swift`: a kernel's name is written in its own case")
        }
        let near = sorted.filter { EditDistance.between($0, name) <= ($0.count >= 8 ? 2 : 1) }
        guard let kernel = near.first else { return nil }
        return (kernel, "`\(name).swift` names no kernel: did you mean `\(kernel).swift`?")
    }

    /// A line as a message quotes it: at most 48 characters.
    static func shown(_ text: Substring) -> String {
        text.count <= 48 ? String(text) : String(text.prefix(47)) + "…"
    }
}

/// The info-string words lessonbuild knows, by the language they follow.
public enum InfoWords {
    public static let swift = ["exercise", "compile-error", "swift6", "swift5", "fragment"]
    /// Words that only a runnable (or compile-error) block takes.
    public static let runnableOnly: Set<String> = ["exercise", "compile-error", "swift6", "swift5"]
    /// After `text`: output shown as it was captured elsewhere (on a device), deliberately not checked.
    public static let unchecked = "unchecked"
    public static let text = [unchecked]
    /// Languages that read as a transcript meant to be `text` when they stand right after a runnable block.
    public static let transcriptLookalikes: Set<String> = [
        "", "txt", "output", "out", "console", "stdout", "plaintext", "plain", "log", "terminal",
    ]
}
