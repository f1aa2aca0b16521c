import Foundation
import LessonModel

/// Which page of another language is "this page" there: the language switch leads to it and the
/// `hreflang` alternates name it, both ways.
///
/// A lesson names its counterpart with a Markdown link reference definition on a line of its own, which
/// renders as nothing: `[counterpart]: ../az/01-heyat-dovru.md` (relative to the lesson, as any link). A
/// lesson that names none is paired with the lesson of the other language that names it, else with the one
/// in the same place (same chapter number and lesson number) that no one named. Each pairing is one pair,
/// so the two pages always point at each other. The contents, kernels and search pages pair with their
/// namesakes; a lesson without a counterpart leads to the other language's contents.
struct Counterparts {
    /// Lesson key → language → the counterpart's lesson key.
    private(set) var pairs: [String: [String: String]] = [:]
    /// Warnings, each naming the lesson file and line: a counterpart named that is no lesson of another language.
    private(set) var problems: [String] = []

    static let label = "counterpart"

    init(_ lessons: [Lesson]) {
        let byLanguage = Dictionary(grouping: lessons.filter { $0.path != nil }, by: { $0.path!.language })
        let keys = Set(lessons.map(\.key))
        var named: [String: String] = [:]
        for lesson in lessons {
            guard let (line, target) = Self.named(in: lesson) else { continue }
            let key = Self.resolve(target, from: lesson.key)
            if let key, keys.contains(key), key.split(separator: "/").first != lesson.key.split(separator: "/").first {
                named[lesson.key] = key
            } else {
                problems.append(
                    "\(lesson.displayPath):\(line): [\(Self.label)]: \(target) names no lesson of another language")
            }
        }
        let codes = byLanguage.keys.sorted()
        for (position, first) in codes.enumerated() {
            for second in codes[(position + 1)...] {
                pair(byLanguage[first]!, byLanguage[second]!, named: named)
            }
        }
    }

    private mutating func pair(_ first: [Lesson], _ second: [Lesson], named: [String: String]) {
        let firstKeys = Set(first.map(\.key))
        let secondKeys = Set(second.map(\.key))
        var taken: Set<String> = []
        func join(_ a: Lesson, _ b: Lesson) {
            guard !taken.contains(a.key), !taken.contains(b.key) else { return }
            taken.formUnion([a.key, b.key])
            pairs[a.key, default: [:]][b.path!.language] = b.key
            pairs[b.key, default: [:]][a.path!.language] = a.key
        }
        let byKey = Dictionary(uniqueKeysWithValues: (first + second).map { ($0.key, $0) })
        for (from, to) in named.sorted(by: { $0.key < $1.key }) {
            if firstKeys.contains(from), secondKeys.contains(to) { join(byKey[from]!, byKey[to]!) }
            if secondKeys.contains(from), firstKeys.contains(to) { join(byKey[to]!, byKey[from]!) }
        }
        let place = { (lesson: Lesson) in "\(lesson.path!.chapter?.order ?? 0).\(lesson.path!.order)" }
        let secondByPlace = Dictionary(
            second.filter { !taken.contains($0.key) }.map { (place($0), $0) }, uniquingKeysWith: { a, _ in a })
        for lesson in first where !taken.contains(lesson.key) {
            if let other = secondByPlace[place(lesson)], !taken.contains(other.key) { join(lesson, other) }
        }
    }

    /// The line and target of a lesson's `[counterpart]: …` definition.
    static func named(in lesson: Lesson) -> (line: Int, target: String)? {
        // Most lessons define no counterpart: they are not split into lines at all (twice a `build`).
        guard mentionsLabel(lesson.source.bytes) else { return nil }
        let text = String(decoding: lesson.source.bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Only a line whose first character after spaces and tabs is `[` or not ASCII (Unicode white space)
            // can hold the definition: the others skip Foundation's trimming, which on every line of every
            // lesson was a tenth of a `build`.
            let start = line.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            guard let start, start == UInt8(ascii: "[") || start >= 0x80 else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.lowercased().hasPrefix("[\(label)]:") else { continue }
            let target = trimmed.dropFirst(label.count + 3).trimmingCharacters(in: .whitespaces)
            return (index + 1, target.split(separator: "#").first.map(String.init) ?? target)
        }
        return nil
    }

    /// Whether `[counterpart]:` is in the bytes in any ASCII case: a line `named` takes lowercases to it, and
    /// no other character lowercases to one of its ASCII letters.
    static func mentionsLabel(_ bytes: [UInt8]) -> Bool {
        let wanted = Array("[\(label)]:".utf8)
        guard bytes.count >= wanted.count else { return false }
        return (0...(bytes.count - wanted.count)).contains { start in
            bytes[start] == wanted[0]
                && wanted.indices.dropFirst().allSatisfy { offset in
                    let byte = bytes[start + offset]
                    let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    return lower == wanted[offset]
                }
        }
    }

    /// A link relative to the lesson `from` (a key like `tr/02-x.md`) as a key of the lessons folder.
    static func resolve(_ target: String, from: String) -> String? {
        var parts = from.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.isEmpty { return nil } else { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
