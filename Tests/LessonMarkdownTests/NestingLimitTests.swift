import Testing

@testable import LessonMarkdown

/// Item 14: input depth must not decide how deep any recursion goes. The copy of cmark's tree is
/// iterative and stops at `maximumDepth`, leaving one marker node where deeper content was.
@Suite struct NestingLimitTests {
    /// Depth of the deepest node, walked with an explicit stack (the test must not recurse either).
    func depth(_ root: MarkdownNode) -> Int {
        var deepest = 0
        var stack = [(root, 1)]
        while let (node, level) = stack.popLast() {
            deepest = max(deepest, level)
            for child in node.children { stack.append((child, level + 1)) }
        }
        return deepest
    }

    func limitNodes(_ root: MarkdownNode) -> [MarkdownNode] {
        var found: [MarkdownNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            if case .other(MarkdownParser.nestingLimitType) = node.kind { found.append(node) }
            stack += node.children
        }
        return found
    }

    @Test(arguments: [
        String(repeating: ">", count: 10_000) + " quote\n",
        String(repeating: "- ", count: 10_000) + "list\n",
        String(repeating: "1. ", count: 10_000) + "ordered\n",
        String(repeating: "*", count: 20_000) + "x" + String(repeating: "*", count: 20_000) + "\n",
        String(repeating: "> - ", count: 5_000) + "mixed\n",
        String(repeating: "[", count: 10_000) + "x" + String(repeating: "](y)", count: 10_000) + "\n",
    ])
    func absurdNestingIsCutAtTheLimit(_ deep: String) {
        let document = MarkdownParser.parse("# T\n\n" + deep)
        #expect(depth(document) <= MarkdownParser.maximumDepth + 1)
        let limits = limitNodes(document)
        if depth(document) > MarkdownParser.maximumDepth {
            #expect(limits.count == 1)
            #expect(limits.first?.range.startLine == 3)
        }
    }

    @Test func nestingBelowTheLimitIsCopiedWhole() {
        let levels = MarkdownParser.maximumDepth - 3
        let document = MarkdownParser.parse(String(repeating: ">", count: levels) + " x\n")
        #expect(limitNodes(document).isEmpty)
        // document, `levels` quotes, the paragraph and its text.
        #expect(depth(document) == levels + 3)
        #expect(document.plainText == "x")
    }

    @Test func aWideDocumentIsCopiedInOrder() {
        let text = (1...5_000).map { "p\($0)\n" }.joined(separator: "\n")
        let document = MarkdownParser.parse(text)
        #expect(document.children.count == 5_000)
        #expect(document.children.last?.plainText == "p5000")
        #expect(document.children.last?.range.startLine == 9_999)
    }
}
