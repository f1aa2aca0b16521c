import LessonModel

/// What the compiler knows of a page's code, on the page: each resolved identifier is marked (a link to
/// where it is declared, when the reader can see that), and the page ends with a folded index of the
/// declarations it uses, which the popover shows from and which reads without script.
///
/// A name declared in the same block links to its line (`#lb_block-42-L3`), one declared in a kernel to its
/// line on the language's kernels page (`kernels.html#sync-L12`); a name of the standard library or
/// Foundation has its declaration in the index and no link.
struct PageNames {
    /// This language's names, by `CodeNames.key`.
    let table: [String: CodeNames]
    let language: String
    /// From the page to its language folder: `../` for a lesson in a chapter folder.
    var pathToLanguage = ""
    /// On the kernels page a kernel's lines are on the same page.
    var onKernelsPage = false
    /// The declarations marked so far, in order of first use: entry `i` of the index is `nm-i`.
    private(set) var entries: [Entry] = []

    /// One entry of the index: a declaration as this page shows it, where it links, and the type of the use
    /// when the declaration is generic (`(Int, Int) -> Int` beside `func max<T>(…)`).
    struct Entry {
        var declaration: Declaration
        var link: String?
        var here: String?
    }
    /// Entries by what the reader sees of them: a parameter asked about as a parameter and as a local is one.
    private var entryIndex: [EntryKey: Int] = [:]

    private struct EntryKey: Hashable {
        var text: String
        var summary: String?
        var place: Declaration.Place
        var link: String?
        var here: String?
    }

    /// Every key this page looked up, found or not: what a kept page depends on (`PageStore`). A reference,
    /// shared by the copies of this value one page's rendering makes.
    let lookups = Lookups()

    final class Lookups: @unchecked Sendable {
        /// One page renders on one thread.
        private(set) var keys: [String] = []
        func note(_ key: String) { keys.append(key) }
    }

    init(table: [String: CodeNames], language: String) {
        self.table = table
        self.language = language
    }

    func names(of code: String) -> CodeNames? {
        let key = CodeNames.key(language: language, code: code)
        lookups.note(key)
        return table[key]
    }

    /// The id of a line of a kernel on the kernels page.
    static func kernelLineID(_ file: String, line: Int) -> String {
        let name = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        return KernelUse.anchor(name) + "-L" + String(line)
    }

    /// The lines of the code that declare a name used in it: each gets an id, so a name can link to it.
    static func declaringLines(_ names: CodeNames) -> Set<Int> {
        Set(
            names.declarations.compactMap {
                if case .here(let line, _) = $0.place { return line } else { return nil }
            })
    }

    /// The lines of a kernel file that declare its own names (`file`: `Sync.swift`): every line another
    /// piece of code can link to, since each declaration is itself one of the file's resolved names.
    static func ownLines(_ names: CodeNames, file: String) -> Set<Int> {
        Set(
            names.declarations.compactMap {
                if case .kernel(file, let line, _) = $0.place { return line } else { return nil }
            })
    }

    /// The lines of a kernel file that any of this language's code links to (with `ownLines`, every one).
    func linkedLines(file: String) -> Set<Int> {
        var lines: Set<Int> = []
        for (key, names) in table where key.hasPrefix(language + "\n") {
            lines.formUnion(Self.ownLines(names, file: file))
        }
        return lines
    }

    /// The names of `code` as the page's script reads them (`data-names` on its `<code>`): for each resolved
    /// identifier in order, `gap,length,entry`, where the gap counts UTF-16 units (the DOM's) from the end
    /// of the previous name, and the entry is the index entry (`nm-<entry>`) whose link and declaration the
    /// name gets. A few bytes a name, where a link element each would double a page of code; without
    /// script, the index and its links are what the reader has.
    /// - Parameter blockID: the id of the block, whose lines `<blockID>-L<n>` a name declared in it links to.
    mutating func dataNames(_ code: String, names: CodeNames, blockID: String?) -> String? {
        let positions = Self.utf16Positions(code)
        var parts: [String] = []
        var end = 0
        for occurrence in names.occurrences.sorted(by: { $0.offset < $1.offset }) {
            let startByte = occurrence.offset
            let endByte = occurrence.offset + occurrence.length
            guard startByte >= 0, endByte < positions.count else { continue }
            let start = positions[startByte]
            let length = positions[endByte] - start
            guard start >= end, length > 0 else { continue }
            var declaration = names.declarations[occurrence.declaration]
            var here: String?
            if let type = occurrence.type {
                if let substituted = declaration.substituting(type) {
                    declaration.text = substituted
                } else {
                    here = type
                }
            }
            let entry = self.entry(declaration, link: link(declaration.place, blockID: blockID), here: here)
            parts.append("\(start - end),\(length),\(entry)")
            end = start + length
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// For every UTF-8 offset of `code` (and its end), the UTF-16 offset of the same place in the page's
    /// text, where a carriage return before a line feed is gone (HTML parsing drops it).
    static func utf16Positions(_ code: String) -> [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(code.utf8.count + 1)
        var position = 0
        let scalars = Array(code.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let bytes = String(scalar).utf8.count
            for _ in 0..<bytes { positions.append(position) }
            let dropped = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
            if !dropped { position += scalar.utf16.count }
        }
        positions.append(position)
        return positions
    }

    func link(_ place: Declaration.Place, blockID: String?) -> String? {
        switch place {
        case .here(let line, _):
            return blockID.map { "#" + $0 + "-L" + String(line) }
        case .kernel(let file, let line, _):
            return (onKernelsPage ? "" : pathToLanguage + "kernels.html") + "#" + Self.kernelLineID(file, line: line)
        case .module, .nowhere:
            return nil
        }
    }

    private mutating func entry(_ declaration: Declaration, link: String?, here: String?) -> Int {
        let key = EntryKey(
            text: declaration.text, summary: declaration.summary, place: declaration.place, link: link, here: here)
        if let known = entryIndex[key] { return known }
        entries.append(Entry(declaration: declaration, link: link, here: here))
        entryIndex[key] = entries.count - 1
        return entries.count - 1
    }

    /// The index at the end of the page: every declaration its code uses, folded, in order of first use.
    func index(strings: UIStrings) -> HTML {
        guard !entries.isEmpty else { return HTML() }
        var list = HTML()
        for (number, entry) in entries.enumerated() {
            let declaration = entry.declaration
            var detail = HTML.element("code", [], HTML.text(declaration.text))
            if let here = entry.here {
                detail += HTML.element(
                    "span", [], HTML.text(strings.atThisUse + " ") + HTML.element("code", [], HTML.text(here)))
            }
            if let summary = declaration.summary { detail += HTML.element("span", [], Self.inlineCode(summary)) }
            detail += whereDeclared(entry, strings: strings)
            list +=
                HTML.element("dt", [("id", "lb_name-\(number)")], HTML.text(shortName(declaration)))
                + HTML.element("dd", [], detail)
        }
        return HTML.element(
            "details", [("class", "names-index"), ("id", "lb_names")],
            HTML.element("summary", [], HTML.text("\(strings.namesIndex) (\(entries.count))"))
                + HTML.element("dl", [("translate", "no")], list))
            + HTML(trusted: "\n")
    }

    /// `Sync.swift:12` or `main.swift:3` as a link to that line; `Module: Swift` for what the reader cannot open.
    private func whereDeclared(_ entry: Entry, strings: UIStrings) -> HTML {
        let label: String
        switch entry.declaration.place {
        case .here(let line, _): label = "main.swift:\(line)"
        case .kernel(let file, let line, _): label = "\(file):\(line)"
        case .module(let module): return HTML.element("span", [], HTML.text(strings.module + " " + module))
        case .nowhere: return HTML.element("span", [], HTML.text(strings.tupleElement))
        }
        guard let link = entry.link else { return HTML.element("span", [], HTML.text(label)) }
        return HTML.element("a", [("href", link), ("title", strings.declaredIn)], HTML.text(label))
    }

    /// A documentation comment's text with its `code spans` as `<code>` and its `_emphasis_`/`**strong**` as
    /// `<em>`/`<strong>` (the standard library's comments are Markdown: the reader should not see the marks);
    /// everything else as text.
    static func inlineCode(_ text: String) -> HTML {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return emphasis(text) }
        var html = HTML()
        for (index, part) in parts.enumerated() {
            // An odd number of backquotes leaves the last one unpaired: it stays as written.
            let closed = index % 2 == 1 && (index < parts.count - 1)
            if closed {
                html += HTML.element("code", [], HTML.text(String(part)))
            } else {
                html += emphasis((index % 2 == 1 ? "`" : "") + part)
            }
        }
        return html
    }

    /// `**a**`/`__a__` as `<strong>`, `*a*`/`_a_` as `<em>`: a run of marks that opens before a word and closes
    /// after one (not inside a word, so `snake_case_name` and `a * b` stay as written).
    static func emphasis(_ text: String) -> HTML {
        let pattern = /(\*\*|__|\*|_)([^\s*_](?:[^*_]*[^\s*_])?)\1/
        func isWordOrMark(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_" || character == "*"
        }
        var html = HTML()
        var rest = Substring(text)
        var searchFrom = rest.startIndex
        while let match = rest[searchFrom...].firstMatch(of: pattern) {
            let before =
                match.range.lowerBound > rest.startIndex ? rest[rest.index(before: match.range.lowerBound)] : nil
            let after = match.range.upperBound < rest.endIndex ? rest[match.range.upperBound] : nil
            guard !isWordOrMark(before), !isWordOrMark(after) else {
                searchFrom = rest.index(after: match.range.lowerBound)
                continue
            }
            html += HTML.text(String(rest[..<match.range.lowerBound]))
            let tag = match.output.1.count == 2 ? "strong" : "em"
            html += HTML.element(tag, [], HTML.text(String(match.output.2)))
            rest = rest[match.range.upperBound...]
            searchFrom = rest.startIndex
        }
        return html + HTML.text(String(rest))
    }

    /// `update(_:_:)` → `update`: the name as the code spells it.
    private func shortName(_ declaration: Declaration) -> String {
        let name = declaration.name
        return name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}
