import LessonModel
import Testing

/// The build cache's binary form (names, kept pages) and the stable description its keys are made from.
@Suite struct CacheCodingTests {
    static let names = CodeNames(
        occurrences: [
            .init(offset: 0, length: 5, declaration: 0),
            .init(offset: 300, length: 3, declaration: 1, type: "(Int, Int) -> Int"),
            .init(offset: 70_000, length: 1, declaration: 2),
        ],
        declarations: [
            Declaration(
                text: "let ekran: Screen", name: "ekran", kind: "var.global", type: "Screen", summary: nil,
                place: .here(line: 2, column: 5)),
            Declaration(
                text: "func max<T>(_ x: T, _ y: T) -> T where T : Comparable", name: "max(_:_:)",
                kind: "function.free", type: nil, summary: "Büyük olanı döndürür — ölçüm dışı.", place: .module("Swift")
            ),
            Declaration(
                text: "case bayat", name: "bayat", kind: "enumelement", type: "Sync", summary: "",
                place: .kernel(file: "Sync.swift", line: 12, column: 10)),
            Declaration(text: "0", name: "0", kind: "tuple", type: "Int", summary: nil, place: .nowhere),
        ])

    @Test func namesComeBackAsTheyWent() {
        #expect(CodeNames(encoded: Self.names.encoded()) == Self.names)
        #expect(CodeNames(encoded: CodeNames().encoded()) == CodeNames())
    }

    @Test func bytesOfAnotherFormOrCutShortAreNoNames() {
        let bytes = Self.names.encoded()
        for length in [0, 1, bytes.count / 2, bytes.count - 1] {
            #expect(CodeNames(encoded: Array(bytes.prefix(length))) == nil, "cut to \(length) bytes")
        }
        #expect(CodeNames(encoded: bytes + [0]) == nil, "a byte too many")
        #expect(CodeNames(encoded: Array(#"{"occurrences":[],"declarations":[]}"#.utf8)) == nil, "the JSON form")
        // An occurrence that points past the declarations.
        var broken = Self.names
        broken.occurrences[0].declaration = 9
        #expect(CodeNames(encoded: broken.encoded()) == nil)
    }

    @Test func numbersAndStringsOfEverySize() {
        var writer = ByteWriter()
        let numbers = [0, 1, 127, 128, 16_383, 16_384, Int(Int32.max), Int.max]
        for number in numbers { writer.number(number) }
        writer.string("")
        writer.string("çekirdek 🧪")
        writer.optional(nil)
        writer.optional("var")
        writer.word(0xfedc_ba98_7654_3210)
        var reader = ByteReader(writer.bytes)
        #expect(numbers.map { _ in reader.number() } == numbers)
        #expect(reader.string() == "")
        #expect(reader.string() == "çekirdek 🧪")
        #expect(reader.optional() == .some(nil))
        #expect(reader.optional() == .some("var"))
        #expect(reader.word() == 0xfedc_ba98_7654_3210)
        #expect(reader.isAtEnd)
        #expect(reader.number() == nil)
        // Bytes that are not UTF-8 are not a string.
        var invalid = ByteReader([2, 0xc3, 0x28])
        #expect(invalid.string() == nil)
    }

    struct Sample {
        var title: String
        var counts: [String: Int]
        var tags: Set<String>
        var mode: SwiftLanguageMode?
        var bytes: [UInt8]
    }

    @Test func theDescriptionIsTheSameWhateverOrderElementsWereAddedIn() {
        var counts: [String: Int] = [:]
        var reversed: [String: Int] = [:]
        let words = (0..<200).map { "söz\($0)" }
        for (index, word) in words.enumerated() { counts[word] = index }
        for (index, word) in words.enumerated().reversed() { reversed[word] = index }
        let a = Sample(title: "a", counts: counts, tags: Set(words), mode: .swift6, bytes: [1, 2])
        let b = Sample(title: "a", counts: reversed, tags: Set(words.reversed()), mode: .swift6, bytes: [1, 2])
        #expect(StableDescription.of(a) == StableDescription.of(b))
    }

    @Test func everyDifferenceShows() {
        let base = Sample(title: "ab", counts: ["x": 1], tags: ["t"], mode: nil, bytes: [1, 2])
        var changes: [Sample] = []
        for change in 0..<6 {
            var sample = base
            switch change {
            case 0: sample.title = "a"
            case 1: sample.counts["x"] = 2
            case 2: sample.counts = ["y": 1]
            case 3: sample.tags = []
            case 4: sample.mode = .swift5
            default: sample.bytes = [1, 3]
            }
            changes.append(sample)
        }
        let descriptions = Set(([base] + changes).map { StableDescription.of($0) })
        #expect(descriptions.count == changes.count + 1)
        // Strings carry their length: two fields cannot run into each other.
        #expect(StableDescription.of(["ab", "c"]) != StableDescription.of(["a", "bc"]))
    }
}
