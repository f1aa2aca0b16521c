import Foundation

/// SourceKit's annotated declarations turned into what a reader sees.
public enum DeclarationText {
    /// Attributes that tell the optimiser or the library's evolution something, not the reader.
    static let hiddenAttributes: Set<String> = [
        "@inlinable", "@inline", "@usableFromInline", "@frozen", "@alwaysEmitIntoClient", "@preconcurrency",
    ]

    /// `<Declaration>var names: [<Type usr="s:Si">Int</Type>]</Declaration>` → `var names: [Int]`: the
    /// markup removed, entities decoded, attributes for the optimiser (`@inlinable`, `@_semantics(…)`) left out.
    /// A type the declaration names bare that is nested in another (`Index` of `String`) is written with
    /// its parents (`String.Index`), as the reader would have to write it outside them; one nested in a
    /// generic type (`Keys` of `Dictionary`) is left bare, for its use to say (`ExpressionTypes`).
    public static func plain(_ annotated: String) -> String {
        var text = ""
        var rest = Substring(annotated)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            // A name already written with its parents (`String.Index` as two tags) is left as it is.
            if tag.hasPrefix("Type usr=\""), !text.hasSuffix("."), let end = rest.range(of: "</Type>"),
                let qualified = qualifiedName(usr: String(tag.dropFirst(10).prefix { $0 != "\"" }), spelled: rest[..<end.lowerBound])
            {
                text += qualified
                rest = rest[end.upperBound...]
            }
        }
        text += rest
        return withoutHiddenAttributes(decodeEntities(text))
    }

    /// Generic types of the standard library: a type nested in one needs its arguments to be named.
    static let genericParents: Set<String> = [
        "Array", "Dictionary", "Set", "Optional", "Result", "ContiguousArray", "ArraySlice", "Slice", "Range",
        "ClosedRange", "KeyValuePairs", "LazySequence", "LazyMapSequence", "LazyFilterSequence", "Zip2Sequence",
        "EnumeratedSequence", "ReversedCollection", "IndexingIterator", "DefaultIndices", "Task",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
    ]

    /// `String.Index` for a `Type` tag naming `Index` by the USR `s:SS5IndexV`; nil when the name is not nested
    /// (or the USR is not a type's).
    static func qualifiedName(usr: String, spelled: Substring) -> String? {
        // An associated type (`Qa`) is named through a conforming type, never through its protocol.
        guard usr.hasPrefix("s:"), !usr.hasSuffix("Qa"), !spelled.contains("."), let demangled = Demangler.demangle("$s" + usr.dropFirst(2))
        else { return nil }
        let parts = demangled.split(separator: ".")
        // Module, parent…, the name itself; the name as spelled (a generic parameter or an unknown demangles otherwise).
        guard parts.count >= 3, parts.last.map(String.init) == String(spelled) else { return nil }
        let parents = parts.dropFirst().dropLast()
        guard !parents.contains(where: { genericParents.contains(String($0)) }), parents.allSatisfy({ !$0.contains("<") && !$0.contains("(") && !$0.contains(" ") })
        else { return nil }
        return parts.dropFirst().joined(separator: ".")
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Drops leading attributes the reader need not see; an attribute's arguments (`@_semantics("…")`) go with it.
    static func withoutHiddenAttributes(_ text: String) -> String {
        var rest = Substring(text)
        var kept: [Substring] = []
        while rest.first == "@" {
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
                end = rest.index(after: end)
            }
            let name = rest[..<end]
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                var quoted = false
                while end < rest.endIndex {
                    let character = rest[end]
                    if character == "\"" { quoted.toggle() }
                    if !quoted && character == "(" { depth += 1 }
                    if !quoted && character == ")" { depth -= 1 }
                    end = rest.index(after: end)
                    if depth == 0 { break }
                }
            }
            let attribute = rest[..<end]
            if !(name.hasPrefix("@_") || hiddenAttributes.contains(String(name))) { kept.append(attribute) }
            rest = rest[end...].drop { $0 == " " }
        }
        return (kept + [rest]).joined(separator: " ")
    }

    /// `source.lang.swift.ref.var.instance` → `var.instance`.
    public static func kind(_ uid: String) -> String {
        var kind = Substring(uid)
        for prefix in ["source.lang.swift.", "decl.", "ref."] where kind.hasPrefix(prefix) {
            kind = kind.dropFirst(prefix.count)
        }
        return String(kind)
    }

    /// A documentation comment's first paragraph, its lines joined: what a popover has room for.
    public static func firstParagraph(_ comment: String) -> String? {
        var lines: [Substring] = []
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { if lines.isEmpty { continue } else { break } }
            // A parameter list or a callout is not the summary.
            if lines.isEmpty && trimmed.hasPrefix("- ") { return nil }
            lines.append(Substring(trimmed))
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
}
