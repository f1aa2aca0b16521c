import Foundation
import LessonModel

/// The words kernels print: the words of their string literals (interpolations left out). Those a
/// transcript shows must be explained by the course's vocabulary, or a reader meets a word the page never
/// explains (`acilis`, `degisti`, `atlanan`).
enum KernelWords {
    /// Words of the kernels' string literals: lowercase letters and inner dashes, 3+ long.
    static func literalWords(_ source: String) -> Set<String> {
        var words: Set<String> = []
        var inString = false
        var escaped = false
        var interpolation = 0
        var literal = ""
        for character in source {
            if !inString {
                if character == "\"" {
                    inString = true
                    literal = ""
                }
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
            if character == "\\" {
                escaped = true
                continue
            }
            if character == "\"" || character == "\n" {
                inString = false
                words.formUnion(Self.words(literal))
                continue
            }
            literal.append(character)
        }
        return words
    }

    /// The words of a text as the transcript colouring reads them (`LessonBody.transcriptHTML`): runs of
    /// letters of any script, dashes and underscores, so `başladı` is one word and not `ba` and `lad`.
    static func words(_ text: String) -> Set<String> {
        Set(
            text.split { !($0.isLetter || $0 == "-" || $0 == "_") }
                .map(trimmingDashes)
                .filter { $0.count >= 3 && $0 == $0.lowercased() && $0.first!.isLetter })
    }

    /// A piece without its leading and trailing dashes and underscores. Most pieces have none, and are kept
    /// without Foundation's trimming (which, for every word of every transcript and lesson, was a twentieth
    /// of a `build`): a first or last byte that is not `-` or `_` is a first or last scalar that is not.
    private static func trimmingDashes(_ piece: Substring) -> String {
        let dashes: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "_")]
        guard let first = piece.utf8.first, let last = piece.utf8.last,
            dashes.contains(first) || dashes.contains(last)
        else { return String(piece) }
        return piece.trimmingCharacters(in: ["-", "_"])
    }

    /// Kernel words some transcript prints that the vocabulary does not explain, sorted. A word the lessons'
    /// own prose uses (`gerek`, `model`) is the reader's language, not a kernel's jargon: it needs no entry.
    static func unexplained(
        kernels: [String: String], transcripts: [String], vocabulary: [String], prose: [String] = []
    ) -> [String] {
        let kernelWords = kernels.values.reduce(into: Set<String>()) { $0.formUnion(literalWords($1)) }
        let printed = transcripts.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        let ordinary = prose.reduce(into: Set<String>()) { $0.formUnion(words($1.lowercased())) }
        return kernelWords.intersection(printed).subtracting(vocabulary).subtracting(ordinary).sorted()
    }

    /// A lesson's text outside its code blocks.
    static func prose(of lesson: Lesson) -> String {
        var inBlock = Set<Int>()
        for item in lesson.blocks { inBlock.formUnion(item.block.openingLine...item.block.lastLine) }
        let lines = lesson.source.lineCount
        return (1...max(lines, 1)).filter { !inBlock.contains($0) }.map { lesson.source.line($0) }.joined(
            separator: "\n")
    }
}
