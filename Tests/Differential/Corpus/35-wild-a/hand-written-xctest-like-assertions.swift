// Unit-test-like code without XCTest: a tiny test case class, assertEqual helpers with #function and #fileID.
var failures: [String] = []
var passed = 0

func assertEqual<T: Equatable>(_ a: T, _ b: T, _ message: String = "", test: String = #function, file: String = #fileID) {
    if a == b { passed += 1 } else { failures.append("\(file) \(test): \(a) != \(b) \(message)") }
}
func assertTrue(_ condition: Bool, test: String = #function) { assertEqual(condition, true, test: test) }

struct Calculator {
    func add(_ a: Int, _ b: Int) -> Int { a + b }
    func divide(_ a: Int, _ b: Int) -> Int? { b == 0 ? nil : a / b }
    func average(_ xs: [Int]) -> Double { xs.isEmpty ? 0 : Double(xs.reduce(0, +)) / Double(xs.count) }
}

final class CalculatorTests {
    let sut = Calculator()
    func testAdd() { assertEqual(sut.add(2, 2), 4) }
    func testDivideByZero() { assertTrue(sut.divide(1, 0) == nil) }
    func testAverage() { assertEqual(sut.average([1, 2]), 1.5); assertEqual(sut.average([]), 1, "empty") }
    func testDeliberateFailure() { assertEqual(sut.add(1, 1), 3, "arithmetic is hard") }

    static let allTests: [(String, (CalculatorTests) -> () -> Void)] = [
        ("testAdd", testAdd), ("testDivideByZero", testDivideByZero),
        ("testAverage", testAverage), ("testDeliberateFailure", testDeliberateFailure),
    ]
}

for (name, test) in CalculatorTests.allTests {
    let before = failures.count
    test(CalculatorTests())()
    print(failures.count == before ? "✓ \(name)" : "✗ \(name)")
}
print("\(passed) assertions passed, \(failures.count) failed")
failures.forEach { print("  " + $0) }
