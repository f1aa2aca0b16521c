import Foundation

/// The words kernels print: the ASCII words of their string literals (interpolations left out). Those a
/// transcript shows must be explained by the course's vocabulary, or a reader meets a word the page never
/// explains (`acilis`, `degisti`, `atlanan`).
enum KernelWords {
    /// Words of the kernels' string literals: lowercase ASCII letters, digits and inner dashes, 3+ long.
    static func literalWords(_ source: String) -> Set<String> {
        var words: Set<String> = []
        var inString = false, escaped = false, interpolation = 0
        var literal = ""
        for character in source {
            if !inString {
                if character == "\"" { inString = true; literal = "" }
                continue
            }
            if interpolation > 0 {
                if character == "(" { interpolation += 1 } else if character == ")" { interpolation -= 1 }
                if interpolation == 0 { literal.append(" ") }
                continue
            }
            if escaped {
                escaped = false
                if character == "(" { interpolation = 1 }
                continue
            }
            if character == "\\" { escaped = true; continue }
            if character == "\"" || character == "\n" { inString = false; words.formUnion(asciiWords(literal)); continue }
            literal.append(character)
        }
        return words
    }

    /// The ASCII words of a text, as the transcript colouring reads them.
    static func asciiWords(_ text: String) -> Set<String> {
        Set(text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")) }
            .map { $0.trimmingCharacters(in: ["-"]) }
            .filter { $0.count >= 3 && $0 == $0.lowercased() && $0.first!.isLetter })
    }

    /// Kernel words some transcript prints that the vocabulary does not explain, sorted.
    static func unexplained(kernels: [String: String], transcripts: [String], vocabulary: [String]) -> [String] {
        let kernelWords = kernels.values.reduce(into: Set<String>()) { $0.formUnion(literalWords($1)) }
        let printed = transcripts.reduce(into: Set<String>()) { $0.formUnion(asciiWords($1)) }
        return kernelWords.intersection(printed).subtracting(vocabulary).sorted()
    }
}
