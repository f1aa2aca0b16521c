import LessonModel

/// What the compiler knows of a page's code, on the page: each resolved identifier is marked (a link to
/// where it is declared, when the reader can see that), and the page ends with a folded index of the
/// declarations it uses, which the popover shows from and which reads without script.
///
/// A name declared in the same block links to its line (`#blok-42-L3`), one declared in a kernel to its
/// line on the language's kernels page (`kernels.html#sync-L12`); a name of the standard library or
/// Foundation has its declaration in the index and no link.
struct PageNames {
    /// This language's names, by `SiteInput.namesKey`.
    let table: [String: CodeNames]
    let language: String
    /// From the page to its language folder: `../` for a lesson in a chapter folder.
    var pathToLanguage = ""
    /// On the kernels page a kernel's lines are on the same page.
    var onKernelsPage = false
    /// The declarations marked so far, in order of first use: entry `i` of the index is `nm-i`.
    private(set) var entries: [(declaration: Declaration, link: String?)] = []
    private var entryIndex: [Declaration: Int] = [:]

    init(table: [String: CodeNames], language: String) {
        self.table = table
        self.language = language
    }

    func names(of code: String) -> CodeNames? {
        table[SiteInput.namesKey(language: language, code: code)]
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

    /// The code highlighted, each resolved name marked.
    /// - Parameter blockID: the id of the block, whose lines `<blockID>-L<n>` a name declared in it links to.
    mutating func highlighted(_ code: String, names: CodeNames, blockID: String?) -> HTML {
        var byOffset: [Int: Int] = [:]
        for occurrence in names.occurrences { byOffset[occurrence.offset] = occurrence.declaration }
        return SwiftHighlighter.html(code) { offset in
            guard let index = byOffset[offset] else { return nil }
            let declaration = names.declarations[index]
            let link = self.link(declaration.place, blockID: blockID)
            let entry = self.entry(declaration, link: link)
            // No class of their own (`[data-n]` in the stylesheet): a page has hundreds of names.
            let attributes = [("data-n", String(entry))]
            if let link { return .init(element: "a", className: "", attributes: [("href", link)] + attributes) }
            return .init(element: "span", className: "", attributes: attributes)
        }
    }

    func link(_ place: Declaration.Place, blockID: String?) -> String? {
        switch place {
        case .here(let line, _):
            return blockID.map { "#" + $0 + "-L" + String(line) }
        case .kernel(let file, let line, _):
            return (onKernelsPage ? "" : pathToLanguage + "kernels.html") + "#" + Self.kernelLineID(file, line: line)
        case .module:
            return nil
        }
    }

    private mutating func entry(_ declaration: Declaration, link: String?) -> Int {
        if let known = entryIndex[declaration], entries[known].link == link { return known }
        entries.append((declaration, link))
        entryIndex[declaration] = entries.count - 1
        return entries.count - 1
    }

    /// The index at the end of the page: every declaration its code uses, folded, in order of first use.
    func index(strings: UIStrings) -> HTML {
        guard !entries.isEmpty else { return HTML() }
        var list = HTML()
        for (number, entry) in entries.enumerated() {
            let declaration = entry.declaration
            var detail = HTML.element("code", [], HTML.text(declaration.text))
            if let summary = declaration.summary { detail += HTML.element("span", [], HTML.text(summary)) }
            detail += whereDeclared(entry, strings: strings)
            list +=
                HTML.element("dt", [("id", "nm-\(number)")], HTML.text(shortName(declaration)))
                + HTML.element("dd", [], detail)
        }
        return HTML.element(
            "details", [("class", "names-index"), ("id", "nm-index")],
            HTML.element("summary", [], HTML.text("\(strings.namesIndex) (\(entries.count))"))
                + HTML.element("dl", [("translate", "no")], list))
            + HTML(trusted: "\n")
    }

    /// `Sync.swift:12` or `main.swift:3` as a link to that line; `Module: Swift` for what the reader cannot open.
    private func whereDeclared(_ entry: (declaration: Declaration, link: String?), strings: UIStrings) -> HTML {
        let label: String
        switch entry.declaration.place {
        case .here(let line, _): label = "main.swift:\(line)"
        case .kernel(let file, let line, _): label = "\(file):\(line)"
        case .module(let module): return HTML.element("span", [], HTML.text(strings.module + ": " + module))
        }
        guard let link = entry.link else { return HTML.element("span", [], HTML.text(label)) }
        return HTML.element("a", [("href", link), ("title", strings.declaredIn)], HTML.text(label))
    }

    /// `update(_:_:)` → `update`: the name as the code spells it.
    private func shortName(_ declaration: Declaration) -> String {
        let name = declaration.name
        return name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}
