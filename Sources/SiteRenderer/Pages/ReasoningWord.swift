import Foundation
import LessonMarkdown
import LessonModel

/// The word that opens an exercise's answer ("Why?", the key `reasoning`): paragraphs right after an exercise's
/// output that start with it are folded with the output, so the reader sees the answer only on opening it.
/// A paragraph that starts with another language's word (or a common variant) would stay in view: the build
/// warns at its line.
enum ReasoningWord {
    /// Whether `paragraph` starts with `word`, ignoring the space before a question mark or colon (French
    /// writes `Pourquoi ?`, often with a no-break space) and leading space.
    static func opens(_ paragraph: String, word: String) -> Bool {
        let wanted = normalized(word)
        return !wanted.isEmpty && normalized(paragraph.prefix(wanted.count + 8)).hasPrefix(wanted)
    }

    /// Words other courses open an answer with: every built-in language's, and common variants.
    static let variants: [String] =
        InterfaceTable.row(.reasoning).texts.values.map(\.other)
        + [
            "Why:", "Reason:", "Reasoning:", "Answer:", "Explanation:", "Warum:", "Begründung:", "Antwort:",
            "Erklärung:", "Lösung:", "Почему:", "Ответ:", "Объяснение:", "Por qué?", "¿Por qué", "Respuesta:",
            "Explicación:", "Pourquoi:", "Réponse:", "Explication:", "Neden:", "Cevap:", "Açıklama:", "Niyə:", "Cavab:",
            "İzah:",
        ]

    /// The variant `paragraph` starts with, when it is not the page's own word.
    static func foreign(_ paragraph: String, word: String) -> String? {
        guard !opens(paragraph, word: word) else { return nil }
        let start = normalized(paragraph.prefix(24)).lowercased()
        return variants.first { start.hasPrefix(normalized($0).lowercased()) }
    }

    private static func normalized<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        for character in text.drop(while: { $0.isWhitespace }) {
            if "?:!;".contains(character) {
                while out.last?.isWhitespace == true { out.removeLast() }
            }
            out.append(character)
        }
        return out
    }

    /// Paragraphs after an exercise's output, in `lesson`, that open with a reasoning word other than `word`:
    /// their line and the word found.
    static func unfolded(in lesson: Lesson, word: String) -> [(line: Int, found: String)] {
        let roles = Dictionary(
            lesson.blocks.map { ($0.block.openingLine, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [(line: Int, found: String)] = []
        func walk(_ nodes: [MarkdownNode]) {
            for (index, node) in nodes.enumerated() {
                walk(node.children)
                guard case .codeBlock = node.kind, let entry = roles[node.range.startLine],
                    entry.role == .runnable || entry.role == .compileError, entry.block.isExercise
                else { continue }
                var next = index + 1
                if next < nodes.count, case .transcript? = roles[nodes[next].range.startLine]?.role { next += 1 }
                while next < nodes.count, case .paragraph = nodes[next].kind,
                    opens(nodes[next].plainText, word: word)
                {
                    next += 1
                }
                if next < nodes.count, case .paragraph = nodes[next].kind,
                    let variant = foreign(nodes[next].plainText, word: word)
                {
                    found.append((nodes[next].range.startLine, variant))
                }
            }
        }
        walk(lesson.document.children)
        return found
    }
}
