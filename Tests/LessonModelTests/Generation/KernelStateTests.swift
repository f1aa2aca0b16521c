import Foundation
import Testing

@testable import LessonModel

/// What counts as state a kernel keeps for the whole process (then every block runs in a process of its own).
@Suite struct KernelStateTests {
    static let cases: [(code: String, state: [String])] = [
        ("var count = 0\n", ["count"]),
        ("private var log: [String] = []\n", ["log"]),
        ("var pending: [String: Int]\n    = [:]\n", ["pending"]),
        ("var observed: Int = 0 {\n    didSet { print(observed) }\n}\n", ["observed"]),
        ("var x: Int { 5 }\n", []),
        ("var y: Int {\n    get { 1 }\n    set { print(newValue) }\n}\n", []),
        ("let limit = 3\nlet names = [\"a\", \"b\"]\n", []),
        ("final class Log { var lines: [String] = [] }\nlet shared = Log()\n", ["shared"]),
        ("struct Counter {\n    static var total = 0\n    var value = 0\n}\n", ["total"]),
        ("struct Box {\n    static var handler: (Int) -> Void = { _ in }\n}\n", ["handler"]),
        ("enum Config {\n    static let name = \"x\"\n    static let sizes: [Int] = [1, 2]\n}\n", []),
        ("enum Cache {\n    static let store = Store()\n}\nactor Store {}\n", ["store"]),
        (
            "struct S {\n    static var computed: Int { 4 }\n    nonisolated(unsafe) static var hits: Int?\n}\n",
            ["hits"]
        ),
        ("class C {\n    class var name: String { \"c\" }\n    class func make() -> C { C() }\n}\n", []),
        ("extension Int {\n    static var zero2: Int { 0 }\n}\n", []),
        ("protocol P {\n    static var id: String { get }\n    var name: String { get set }\n}\n", []),
        ("func f() -> Int {\n    var local = 0\n    local += 1\n    let other = 2\n    return local + other\n}\n", []),
        ("struct Model {\n    var items: [Int] = []\n    let id: Int\n    lazy var cached = 0\n}\n", []),
    ]

    @Test(arguments: cases.indices)
    func stateIsFound(_ index: Int) {
        let (code, state) = Self.cases[index]
        let found = KernelState.declarations(in: code, referenceTypes: KernelState.referenceTypes(in: code))
        #expect(found.map(\.name) == state, "\(code)")
    }

    @Test func theLineIsTheDeclarationsLine() {
        let code = "// Counts.\n\nstruct Counter {\n    static var total = 0\n}\n"
        #expect(
            KernelState.declarations(in: code, referenceTypes: []) == [KernelState.Declaration(name: "total", line: 4)])
    }

    @Test func referenceTypesAreClassesAndActors() {
        let code = "final class A {}\nactor B {}\nstruct C {}\nclass D: A { class func e() {} }\n"
        #expect(KernelState.referenceTypes(in: code) == ["A", "B", "D"])
    }

    /// This course's own kernels keep no state: their blocks share processes.
    @Test func theCourseKernelsKeepNoState() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Kernels")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 4)
        let texts = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let types = texts.reduce(into: Set<String>()) { $0.formUnion(KernelState.referenceTypes(in: $1)) }
        for (file, text) in zip(files, texts) {
            #expect(KernelState.declarations(in: text, referenceTypes: types).isEmpty, "\(file)")
        }
    }
}
