/// The program's own line directives: `#sourceLocation(file: "a.swift", line: 100)` … `#sourceLocation()`.
///
/// In the standalone program a directive gives the lines after it another file and number until the next
/// one, wherever it stands (inside a type's body too: it stays in force after the type), and `#file`,
/// `#fileID`, `#line`, default arguments and trap messages read what it set. The generator moves items
/// apart (declarations to file scope, statements into the entry), so it writes, at the start of every part
/// and in place of every directive of the program, a directive naming the location that line has in the
/// standalone program. Such a block is written with `main.swift` itself as its file (in a module of its
/// own), so that outside the program's directives every file literal reads as the compiler makes it.
struct LineDirectives {
    /// From `fromLine` (0-based, of the block's code) on: the file named (its string literal as written; nil
    /// for the program's own file, after `#sourceLocation()`) and the number of that line.
    struct Region: Equatable, Sendable {
        var fromLine: Int
        var file: String?
        var number: Int
    }

    var regions: [Region] = []
    var isEmpty: Bool { regions.isEmpty }
    /// The file the block's own lines are written with.
    let programPath: String

    /// Finds the directives at any depth and marks their tokens in `analysis`: the generator writes each
    /// directive's location again, and leaves the file literals to the compiler.
    init(marking analysis: inout TopLevelAnalysis, programPath: String) {
        self.programPath = programPath
        let directives = analysis.tokens.indices.filter {
            analysis.tokens[$0].kind == .keyword && analysis.tokens[$0].text == "#sourceLocation"
        }
        guard !directives.isEmpty else { return }
        for start in directives {
            guard let open = analysis.nextSignificant(from: start + 1), analysis.tokens[open].text == "(" else {
                continue
            }
            let close = analysis.matching(open)
            let arguments = (open...close).map { analysis.tokens[$0] }
            let file = arguments.first { $0.kind == .string }?.text
            let number = arguments.first { $0.kind == .number }.flatMap { Int($0.text) }
            let line = analysis.tokens[start].line
            // `#sourceLocation()` gives the lines back to the program's own file (nil).
            regions.append(Region(fromLine: line + 1, file: number == nil ? nil : file, number: number ?? line + 2))
            analysis.tokens[start].replacement = String(header(forLine: line + 1).dropLast())
            for index in start + 1...close { analysis.tokens[index].replacement = "" }
        }
        for index in analysis.tokens.indices
        where analysis.tokens[index].kind == .keyword
            && ["#file", "#filePath", "#fileID"].contains(analysis.tokens[index].text)
        {
            analysis.tokens[index].replacement = analysis.tokens[index].text
        }
    }

    /// The file (nil: the program's own) and number a line of the block's code has in the standalone program.
    func location(ofLine line: Int) -> (file: String?, number: Int) {
        guard let region = regions.last(where: { $0.fromLine <= line }) else { return (nil, line + 1) }
        return region.file == nil ? (nil, line + 1) : (region.file, region.number + line - region.fromLine)
    }

    /// The directive that gives the generated text starting with this line of the block its location.
    func header(forLine line: Int) -> String {
        let location = location(ofLine: line)
        return "#sourceLocation(file: \(location.file ?? programPath), line: \(location.number))\n"
    }
}
