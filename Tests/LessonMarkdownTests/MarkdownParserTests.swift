import Foundation
import Synchronization
import Testing

@testable import LessonMarkdown

@Suite struct MarkdownParserTests {
    func blocks(_ text: String) -> [MarkdownNode] { MarkdownParser.parse(text).children }

    @Test func headingAndTextKeepUTF8() {
        let heading = blocks("# Gezinme Yığıtı ve Şəkil\n")[0]
        #expect(heading.kind == .heading(level: 1))
        #expect(heading.plainText == "Gezinme Yığıtı ve Şəkil")
        #expect(heading.range.startLine == 1)
    }

    @Test func fencedCodeBlockCarriesInfoLiteralFenceAndLines() {
        let text = "intro\n\n````swift title\n// main.swift\nprint(1)\n````\n"
        let block = blocks(text)[1]
        guard case .codeBlock(let info, let literal, let fence) = block.kind else {
            Issue.record("expected a code block, got \(block.kind)")
            return
        }
        #expect(info == "swift title")
        #expect(literal == "// main.swift\nprint(1)\n")
        #expect(fence == Fence(character: "`", length: 4, indent: 0))
        #expect(block.range.startLine == 3)
        #expect(block.range.endLine == 6)
    }

    @Test func crlfLinesAreNormalisedInsideCode() {
        let block = blocks("```text\r\na\r\nb\r\n```\r\n")[0]
        #expect(
            block.kind
                == .codeBlock(info: "text", literal: "a\nb\n", fence: Fence(character: "`", length: 3, indent: 0)))
    }

    @Test func indentedCodeBlockHasNoFence() {
        guard case .codeBlock(_, let literal, let fence) = blocks("    let x = 1\n")[0].kind else {
            Issue.record("expected a code block")
            return
        }
        #expect(literal == "let x = 1\n")
        #expect(fence == nil)
    }

    @Test func gfmTableWithAlignments() {
        let table = blocks("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n")[0]
        #expect(table.kind == .table(alignments: [.left, .center, .right]))
        #expect(table.children.map(\.kind) == [.tableRow(isHeader: true), .tableRow(isHeader: false)])
        #expect(table.children[1].children.map(\.plainText) == ["1", "2", "3"])
    }

    @Test func taskListStrikethroughAutolinkAndFootnotes() {
        let nodes = blocks("- [x] bitti\n- [ ] yok\n\n~~eski~~ www.example.com ve not[^n1]\n\n[^n1]: Not.\n")
        #expect(nodes[0].children.map(\.kind) == [.item(checked: true), .item(checked: false)])
        let inlines = nodes[1].children.map(\.kind)
        #expect(inlines.contains(.strikethrough))
        #expect(inlines.contains(.link(destination: "http://www.example.com", title: "")))
        #expect(inlines.contains(.footnoteReference(number: 1)))
        #expect(nodes.contains { $0.kind == .footnoteDefinition(number: 1) })
    }

    @Test func footnotesAreNumberedInReferenceOrder() {
        let nodes = blocks("a[^b] c[^a] d[^b]\n\n[^a]: A\n[^b]: B\n[^z]: unused\n")
        var references: [Int] = []
        for node in nodes[0].children {
            if case .footnoteReference(let number) = node.kind { references.append(number) }
        }
        #expect(references == [1, 2, 1])
        #expect(nodes.dropFirst().map(\.kind) == [.footnoteDefinition(number: 1), .footnoteDefinition(number: 2)])
        #expect(nodes.dropFirst().map(\.plainText) == ["B", "A"])
    }

    @Test func rawHTMLIsKeptAsNodesNotInterpreted() {
        let nodes = blocks("<script>alert(1)</script>\n\ntext <b>x</b>\n")
        #expect(nodes[0].kind == .htmlBlock("<script>alert(1)</script>\n"))
        #expect(nodes[1].children.contains { $0.kind == .htmlInline("<b>") })
    }

    @Test func emptyDocument() {
        let document = MarkdownParser.parse("")
        #expect(document.kind == .document)
        #expect(document.children.isEmpty)
    }
}

@Suite struct ConcurrentParsingTests {
    /// cmark-gfm keeps a global table of special characters that attaching and freeing extensions edit;
    /// parses on other threads must not lose `~~` or `www.` meanwhile.
    @Test func parsesOnManyThreadsAllSeeTheExtensions() {
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            let inlines = MarkdownParser.parse("~~eski~~ www.example.com\n").children.first?.children.map(\.kind) ?? []
            if !inlines.contains(.strikethrough)
                || !inlines.contains(.link(destination: "http://www.example.com", title: ""))
            {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
