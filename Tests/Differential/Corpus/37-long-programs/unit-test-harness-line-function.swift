// A unit-test-like harness: XCTAssert-style helpers with #file/#line/#function, test cases as classes, a summary.
struct Failure: CustomStringConvertible {
    let file: String, line: UInt, function: String, message: String
    var description: String { "\(file):\(line): \(function): \(message)" }
}

var failures: [Failure] = []
var assertions = 0

func XCTAssertTrue(_ value: @autoclosure () -> Bool, _ message: String = "", file: StaticString = #fileID,
                   line: UInt = #line, function: String = #function) {
    assertions += 1
    if !value() { failures.append(Failure(file: "\(file)", line: line, function: function, message: "XCTAssertTrue failed \(message)")) }
}

func XCTAssertEqual<T: Equatable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T,
                                  file: StaticString = #fileID, line: UInt = #line, function: String = #function) {
    assertions += 1
    do {
        let (x, y) = (try a(), try b())
        if x != y { failures.append(Failure(file: "\(file)", line: line, function: function, message: "(\"\(x)\") is not equal to (\"\(y)\")")) }
    } catch {
        failures.append(Failure(file: "\(file)", line: line, function: function, message: "threw \(error)"))
    }
}

func XCTAssertThrows<T>(_ body: @autoclosure () throws -> T, line: UInt = #line, function: String = #function) {
    assertions += 1
    do { _ = try body(); failures.append(Failure(file: "main/main.swift", line: line, function: function, message: "did not throw")) } catch {}
}

class TestCase {
    class var name: String { String(describing: self) }
    var setUpCount = 0
    required init() {}
    func setUp() { setUpCount += 1 }
    func tearDown() {}
    class var tests: [(String, (TestCase) -> () throws -> Void)] { [] }
}

enum ParseError: Error { case notANumber(String) }
func parsePositive(_ s: String) throws -> Int {
    guard let n = Int(s), n > 0 else { throw ParseError.notANumber(s) }
    return n
}

final class ParsingTests: TestCase {
    override class var tests: [(String, (TestCase) -> () throws -> Void)] {
        [("testValid", { ($0 as! ParsingTests).testValid }), ("testInvalid", { ($0 as! ParsingTests).testInvalid }),
         ("testThrowingEquality", { ($0 as! ParsingTests).testThrowingEquality })]
    }
    func testValid() throws {
        XCTAssertEqual(try parsePositive("42"), 42)
        XCTAssertEqual(try parsePositive("7"), 8)
    }
    func testInvalid() {
        XCTAssertThrows(try parsePositive("-1"))
        XCTAssertThrows(try parsePositive("12"))
    }
    func testThrowingEquality() { XCTAssertEqual(try parsePositive("x"), 1) }
}

final class StringTests: TestCase {
    override class var tests: [(String, (TestCase) -> () throws -> Void)] {
        [("testUppercase", { ($0 as! StringTests).testUppercase }), ("testSetUp", { ($0 as! StringTests).testSetUp })]
    }
    override func setUp() { super.setUp(); fixture = "swift" }
    var fixture = ""
    func testUppercase() {
        XCTAssertEqual(fixture.uppercased(), "SWIFT")
        XCTAssertTrue(fixture.count == 5)
        XCTAssertTrue(fixture.hasSuffix("y"), "expected suffix y")
    }
    func testSetUp() throws { XCTAssertEqual(setUpCount, 1); throw ParseError.notANumber("boom") }
}

func runAll(_ suites: [TestCase.Type]) {
    for suite in suites {
        print("Test Suite '\(suite.name)' started")
        for (name, test) in suite.tests {
            let instance = suite.init()
            instance.setUp()
            let before = failures.count
            do { try test(instance)() } catch { failures.append(Failure(file: "main/main.swift", line: 0, function: name, message: "threw error \"\(error)\"")) }
            instance.tearDown()
            print("Test Case '-[\(suite.name) \(name)]' \(failures.count == before ? "passed" : "failed")")
        }
    }
}

runAll([ParsingTests.self, StringTests.self])
failures.forEach { print($0) }
print("Executed \(assertions) assertions, with \(failures.count) failures")
XCTAssertTrue(1 + 1 == 3, "at top level")
print(failures.last!)
