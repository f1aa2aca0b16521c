import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// Near misses of a layout (`GapLayouts`): programs whose one marked construct is written with a line
/// break, a block comment or a line comment in each gap between its parts. Each variant, filled by the
/// builder, must do what the same variant does compiled alone by `swiftc` (`Oracle`): print the same, or be
/// refused where it is refused; and compile without a retry (`RetryRecord`), as its one-line layout does.
@Suite struct LayoutNearMissTests {
    /// Closure parameters over several lines inside a top-level function: the names they bind hide a
    /// top-level `guard let` of the same name (which stays a local of the entry), so the function is no
    /// user of that local and stays at file scope, where the type that calls it sees it.
    static let closureParameters = [
        """
        guard let best = Int("5") else { fatalError() }
        func biggest(_ xs: [Int]) -> Int {
            xs.reduce(0) ⟪{ best , other in⟫ max(best, other) }
        }
        struct Board { var top: Int { biggest([1, 9, 3]) } }
        print(Board().top, best)

        """,
        """
        guard let best = Int("7") else { fatalError() }
        func biggest(_ xs: [Int]) -> Int {
            xs.reduce(0) ⟪{ ( best : Int , other : Int ) -> Int in⟫ max(best, other) }
        }
        struct Board { var top: Int { biggest([4, 2, 8]) } }
        print(Board().top, best)

        """,
        """
        guard let item = Int("3") else { fatalError() }
        func names(_ xs: [Int]) -> [String] {
            xs.map ⟪{ ( item ) in⟫ "n\\(item)" }
        }
        enum Shelf { static let all = names([1, 2]) }
        print(Shelf.all, item)

        """,
    ]

    @Test func closureParametersSpreadOverLinesStillHideTopLevelNames() throws {
        try Self.check(Self.closureParameters.flatMap(GapLayouts.variants))
    }

    /// A top-level variable whose initialiser awaits is a global that the entry initialises, however its
    /// name and type are laid out, comments between their parts (a line comment too): a type uses it.
    static let awaitedGlobalHeaders = [
        """
        func fetchDiscount() async -> Int { 15 }
        func makeRule(percent: Int) async -> (Int) -> Int { { price in price - price * percent / 100 } }
        let ⟪applyDiscount : ( Int ) -> Int =⟫ await makeRule(percent: await fetchDiscount())
        struct Cart { let items: [Int]; var total: Int { items.map(applyDiscount).reduce(0, +) } }
        print(Cart(items: [1000, 2550, 399]).total, applyDiscount(200))

        """,
        """
        func load() async -> [String] { ["a", "b"] }
        var ⟪names|: [String]!| =⟫ await load()
        extension Array where Element == Int { var labelled: [String] { map { names[$0] } } }
        print([1, 0].labelled)

        """,
    ]

    /// A global's `Task<Success, Failure> { … }` in code that awaits starts on the main actor, after the
    /// code that goes on without suspending, however its generic arguments are laid out.
    static let taskGenericArguments = [
        """
        import Foundation
        let job = ⟪Task|<|Int|, |Never|>| {⟫ print("job body runs"); return 21 * 2 }
        print("job created")
        Thread.sleep(forTimeInterval: 0.2)
        print("slept without suspending")
        print("value", await job.value)

        """,
        """
        let worker = ⟪Task|<|()|, |Never|>| {⟫ print("task") }
        _ = (1...300_000).reduce(0, &+)
        print("main first")
        await worker.value

        """,
    ]

    @Test func awaitedGlobalsAndTheirTasksKeepTheirPlaceInAnyLayout() throws {
        try Self.check((Self.awaitedGlobalHeaders + Self.taskGenericArguments).flatMap(GapLayouts.variants))
    }

    /// Fills every program in one course and compares each with its own standalone build.
    static func check(_ programs: [String]) throws {
        #expect(programs.count >= 10)
        let blocks = programs.enumerated().map {
            (name: "near-miss-\($0.offset)", layout: "near miss", code: $0.element)
        }
        let (transcripts, retries, output) = try LayoutIndependenceTests.fill(blocks)
        var problems: [String] = []
        for (index, block) in blocks.enumerated() {
            let alone = try Oracle.output(of: LayoutIndependenceTests.asCompiled(block))
            if let problem = LayoutIndependenceTests.differsFromItsOwnBuild(
                alone, block, transcripts[index], block.name)
            {
                problems.append(problem + "\n--- the program:\n" + block.code)
            }
            if let retry = retries[index] { problems.append("\(block.name) compiled only through the \(retry) retry") }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(output.suffix(2000))")
    }
}
