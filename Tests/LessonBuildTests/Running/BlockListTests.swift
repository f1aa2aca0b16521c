import Testing

@testable import LessonBuild

/// The list a worker is handed: `position<TAB>library<TAB>symbol[<TAB>exit]` lines, anything else refused.
@Suite struct BlockListTests {
    @Test func wellFormedLinesAreRead() throws {
        let list = Array("0\t/a/libblocks.so\tlb_1\n12\t/b c/lib ş.so\tlb_2\n".utf8)
        let blocks = try #require(BlockWorker.blocks(in: list))
        #expect(blocks.map(\.position) == [0, 12])
        #expect(blocks.map(\.library) == ["/a/libblocks.so", "/b c/lib ş.so"])
        #expect(blocks.map(\.symbol) == ["lb_1", "lb_2"])
        #expect(blocks.map(\.exits) == [false, false])
        #expect(BlockWorker.blocks(in: [])?.isEmpty == true)
        let ending = try #require(BlockWorker.blocks(in: Array("3\t/a.so\tlb_3\texit\n".utf8)))
        #expect(ending == [BlockWorker.ListedBlock(position: 3, library: "/a.so", symbol: "lb_3", exits: true)])
    }

    /// A library under a folder whose name holds a tab, a line break or `%` is one field of its line; the
    /// field reads back as the very path.
    @Test(arguments: ["/a\tb/lib.so", "/a\nb/c\r\n/lib.so", "/%09 %0A %25 %/lib.so", "/ayşe/%/%%/lib.so", "%", "/x%0"])
    func anyPathIsOneFieldAndReadsBack(_ path: String) throws {
        let field = BlockWorker.listField(path)
        #expect(!field.contains("\t") && !field.utf8.contains(UInt8(ascii: "\n")))
        #expect(BlockWorker.path(fromListField: field) == path)
        let blocks = try #require(BlockWorker.blocks(in: Array("7\t\(field)\tlb_7\n".utf8)))
        #expect(blocks == [BlockWorker.ListedBlock(position: 7, library: path, symbol: "lb_7")])
    }

    @Test(arguments: ["0\t/a.so\n", "x\t/a.so\tlb_1\n", "0\t/a.so\tlb_1", "0\t/a.so\tlb_1\textra\n", "\n"])
    func malformedListsAreRefused(_ text: String) {
        #expect(BlockWorker.blocks(in: Array(text.utf8)) == nil)
    }

    /// The worker's reports, read back by the builder: a name, then numbers.
    @Test func reportLinesAreSplitIntoANameAndNumbers() {
        func words(_ text: String) -> (String, [Int?]) {
            let bytes = Array(("junk\n" + text + "\nmore").utf8)
            let line = WorkerMessage.words(bytes, 5..<(5 + text.utf8.count))
            return (line.name, line.numbers)
        }
        #expect(words("done 12 340 1") == ("done", [12, 340, 1]))
        #expect(words("start 0") == ("start", [0]))
        #expect(words("fresh") == ("fresh", []))
        #expect(words("threw 3 x7 -1") == ("threw", [3, nil, nil]))
        #expect(words("done  4   5") == ("done", [4, 5]))
        #expect(words("done 99999999999999999999999") == ("done", [nil]))
        #expect(words("") == ("", []))
    }
}
