import Foundation
import Testing
@testable import SiteRenderer

@Suite struct TmpDocTests {
    @Test func writeDoc() throws {
        var out = ""
        for row in InterfaceTable.rows {
            let en = row.texts["en"]!
            let english = row.isPlural
                ? en.forms.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }.joined(separator: " · ")
                : en.other
            func esc(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
            out += "| `\(row.key.rawValue)` | \(esc(row.place)) | \(row.isPlural ? "plural" : "text") | \(esc(english)) |\n"
        }
        try out.write(toFile: ProcessInfo.processInfo.environment["DOC_OUT"]!, atomically: true, encoding: .utf8)
    }
}
