// A tiny Markdown-to-HTML renderer: block parsing into an enum, inline emphasis/code/links with Substring scanning.
enum Block: Equatable {
    case heading(level: Int, text: String)
    case paragraph(String)
    case list(ordered: Bool, items: [String])
    case code(language: String?, lines: [String])
    case rule
}

func parseBlocks(_ source: String) -> [Block] {
    var blocks: [Block] = []
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
    var paragraph: [Substring] = []
    func flush() {
        if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))); paragraph = [] }
    }
    while let line = lines.popFirst() {
        if line.hasPrefix("```") {
            flush()
            let lang = line.dropFirst(3)
            var body: [String] = []
            while let next = lines.popFirst(), !next.hasPrefix("```") { body.append(String(next)) }
            blocks.append(.code(language: lang.isEmpty ? nil : String(lang), lines: body))
        } else if let hashes = line.firstIndex(where: { $0 != "#" }), hashes != line.startIndex, line[hashes] == " " {
            flush()
            blocks.append(.heading(level: line.distance(from: line.startIndex, to: hashes), text: String(line[line.index(after: hashes)...])))
        } else if line == "---" {
            flush(); blocks.append(.rule)
        } else if line.hasPrefix("- ") || line.first?.isNumber == true && line.contains(". ") {
            flush()
            let ordered = !line.hasPrefix("- ")
            var items = [item(line)]
            while let next = lines.first, (ordered ? next.first?.isNumber == true : next.hasPrefix("- ")) {
                items.append(item(next)); lines.removeFirst()
            }
            blocks.append(.list(ordered: ordered, items: items))
        } else if line.allSatisfy(\.isWhitespace) {
            flush()
        } else {
            paragraph.append(line.drop(while: { $0 == " " }))
        }
    }
    flush()
    return blocks
}

func item(_ line: Substring) -> String {
    if line.hasPrefix("- ") { return String(line.dropFirst(2)) }
    return String(line[line.range(of: ". ")!.upperBound...])
}

func escape(_ s: Substring) -> String {
    s.reduce(into: "") { out, c in
        switch c { case "<": out += "&lt;"; case ">": out += "&gt;"; case "&": out += "&amp;"; default: out.append(c) }
    }
}

func inline(_ text: String) -> String {
    var out = "", rest = text[...]
    while let c = rest.first {
        if c == "`", let end = rest.dropFirst().firstIndex(of: "`") {
            out += "<code>" + escape(rest[rest.index(after: rest.startIndex)..<end]) + "</code>"
            rest = rest[rest.index(after: end)...]
        } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
            out += "<strong>" + inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])) + "</strong>"
            rest = rest[end.upperBound...]
        } else if c == "*", let end = rest.dropFirst().firstIndex(of: "*") {
            out += "<em>" + inline(String(rest[rest.index(after: rest.startIndex)..<end])) + "</em>"
            rest = rest[rest.index(after: end)...]
        } else if c == "[", let close = rest.firstIndex(of: "]"), rest[rest.index(after: close)...].hasPrefix("("),
                  let paren = rest[close...].firstIndex(of: ")") {
            let label = rest[rest.index(after: rest.startIndex)..<close]
            let url = rest[rest.index(close, offsetBy: 2)..<paren]
            out += "<a href=\"\(url)\">\(inline(String(label)))</a>"
            rest = rest[rest.index(after: paren)...]
        } else {
            out += escape(rest.prefix(1)); rest = rest.dropFirst()
        }
    }
    return out
}

func render(_ blocks: [Block]) -> String {
    blocks.map { block -> String in
        switch block {
        case let .heading(level, text): return "<h\(level)>\(inline(text))</h\(level)>"
        case .paragraph(let text): return "<p>\(inline(text))</p>"
        case let .list(ordered, items):
            let tag = ordered ? "ol" : "ul"
            return "<\(tag)>" + items.map { "<li>\(inline($0))</li>" }.joined() + "</\(tag)>"
        case let .code(language, lines):
            let cls = language.map { " class=\"language-\($0)\"" } ?? ""
            return "<pre><code\(cls)>" + lines.map { escape($0[...]) }.joined(separator: "\n") + "</code></pre>"
        case .rule: return "<hr>"
        }
    }.joined(separator: "\n")
}

import Foundation
let document = """
# Getting *started*
Swift is **fast** and `safe`.
It reads like [English](https://swift.org).

## Steps
1. Install the toolchain
2. Run `swift --version`
- one
- two & three

```swift
let x = a < b
```
---
#not a heading
"""
let blocks = parseBlocks(document)
print(blocks.count, "blocks")
print(render(blocks))
print(blocks.first!, blocks.contains(.rule))
