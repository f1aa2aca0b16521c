import Testing

@testable import SiteRenderer

/// The compiler's output as the page reads it: message lines (linked, styled) apart from the source
/// lines, carets and fix-its under them. The lines are written here as `swiftc -diagnostic-style llvm` prints.
@Suite struct CompilerOutputTests {
    @Test func messageLinesAreReadAndTheRestIsKeptAsItIs() {
        let lines = CompilerMessageLine.parse(
            "main.swift:3:14: error: main actor-isolated var 'total' can not be mutated\nfunc add() { total += 1 }\n             ^\nTally.swift:2:5: note: declared here\n@MainActor \n"
        )
        #expect(lines.count == 5)
        #expect(lines[0].location == .init(file: "main.swift", line: 3, column: 14, severity: "error"))
        #expect(lines[0].text == "main actor-isolated var 'total' can not be mutated")
        #expect(lines[1].location == nil && lines[1].raw == "func add() { total += 1 }")
        #expect(lines[3].location?.file == "Tally.swift")
        #expect(lines[4].location == nil)
    }

    @Test func aSourceLineThatLooksLikeAMessageInAStringIsNotOne() {
        // The echoed source line of a block that prints such text: a space before the colon rules it out.
        let line = CompilerMessageLine.parseLine("print(\"a b:1:2: error: x\")")
        #expect(line.location == nil)
    }

    @Test func onlyTheBlocksOwnFileLinksToItsLine() {
        let own = CompilerMessageLine.parseLine(
            "main.swift:3:1: error: cannot assign to value: 'x' is a 'let' constant")
        #expect(own.html(blockID: "lb_block-7").markup.contains("<a href=\"#lb_block-7-L3\">main.swift:3:1</a>"))
        let kernel = CompilerMessageLine.parseLine("Tally.swift:2:5: note: 'count' declared here")
        #expect(!kernel.html(blockID: "lb_block-7").markup.contains("<a "))
        #expect(kernel.html(blockID: "lb_block-7").markup.contains("class=\"diagnostic note\""))
        #expect(CompilerMessageLine.parseLine("<b>").html(blockID: "b").markup == "&lt;b&gt;")
    }
}
