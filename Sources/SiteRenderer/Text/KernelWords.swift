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
        let candidates = kernelWords.subtracting(vocabulary)
        // A word never spans lines, so only the lines that hold a candidate's bytes are split into words
        // (splitting every transcript and every lesson's prose was a tenth of a `build`).
        var printed: Set<String> = []
        for transcript in transcripts {
            for line in lines(holdingAnyOf: candidates, in: transcript) {
                printed.formUnion(words(line).intersection(candidates))
            }
        }
        for text in prose where !printed.isEmpty {
            for line in lines(holdingAnyOf: printed, in: text.lowercased()) { printed.subtract(words(line)) }
        }
        return printed.sorted()
    }

    /// The kernel words a course's transcripts print that its vocabulary does not explain (`unexplained`),
    /// from the store when it keeps them for these very inputs, else found and kept.
    static func unexplained(in input: SiteInput, store: PageStore?) -> [String] {
        let vocabulary = input.configuration.vocabulary.map(\.word)
        guard !vocabulary.isEmpty else { return [] }
        // Every language's kernels: each set prints its own words.
        var kernels = input.kernels
        for (language, set) in input.languageKernels {
            for (name, text) in set { kernels[language + "/" + name] = text }
        }
        let key = store.map { _ in keptKey(kernels: kernels, vocabulary: vocabulary, input: input) }
        if let key, let kept = store?.page(lesson: keptName, key: key) {
            var reader = ByteReader(kept.record)
            if let words = reader.strings(), reader.isAtEnd { return words }
        }
        let words = unexplained(
            kernels: kernels, transcripts: input.outputs.values.flatMap { $0.values.map(\.text) },
            vocabulary: vocabulary, prose: input.lessons.map(prose))
        if let key {
            var record = ByteWriter()
            record.strings(words)
            store?.keep(record: record.bytes, page: "", lesson: keptName, key: key)
        }
        return words
    }

    /// What the store keeps the words as (never a lesson's key: those hold a `/`).
    static let keptName = "kernel words"

    /// A digest of everything the unexplained words follow from: the kernels, the vocabulary, each lesson's
    /// text (its prose is part of it) and each block's output, in a fixed order.
    static func keptKey(kernels: [String: String], vocabulary: [String], input: SiteInput) -> String {
        var digest = StableDigest()
        digest.add("kernel-words-1")
        for (name, text) in kernels.sorted(by: { $0.key < $1.key }) {
            digest.add(name)
            digest.add(text)
        }
        for word in vocabulary { digest.add(word) }
        for lesson in input.lessons.sorted(by: { $0.key < $1.key }) {
            digest.add(lesson.key)
            digest.add(lesson.source.bytes)
            for (line, output) in (input.outputs[lesson.key] ?? [:]).sorted(by: { $0.key < $1.key }) {
                digest.add(String(line))
                digest.add(output.text)
            }
        }
        return BlockProgram.hex(digest.value)
    }

    /// The lines of `text` in which some needle's bytes occur.
    private static func lines(holdingAnyOf needles: Set<String>, in text: String) -> [String] {
        var text = text
        return text.withUTF8 { haystack in
            var starts: Set<Int> = []
            var found: [String] = []
            for needle in needles {
                var needle = needle
                needle.withUTF8 { needle in
                    var from = 0
                    while let at = firstOccurrence(of: needle, in: haystack, from: from) {
                        var start = at
                        while start > 0, haystack[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                        var end = at + needle.count
                        while end < haystack.count, haystack[end] != UInt8(ascii: "\n") { end += 1 }
                        if starts.insert(start).inserted {
                            found.append(
                                String(decoding: UnsafeBufferPointer(rebasing: haystack[start..<end]), as: UTF8.self))
                        }
                        from = end
                    }
                }
            }
            return found
        }
    }

    /// Where `needle` first occurs in `haystack` at or after `from`: `memchr` to each place its first byte
    /// is, `memcmp` there (Swift's view of Glibc has no `memmem`).
    private static func firstOccurrence(
        of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int
    ) -> Int? {
        guard let first = needle.first, let start = haystack.baseAddress, let wanted = needle.baseAddress else {
            return nil
        }
        var from = from
        while haystack.count - from >= needle.count {
            guard let found = memchr(start + from, Int32(first), haystack.count - from - needle.count + 1) else {
                return nil
            }
            let at = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(start + at, wanted, needle.count) == 0 { return at }
            from = at + 1
        }
        return nil
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
