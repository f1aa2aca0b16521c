// A tiny XCTest-free test runner: assertions print PASS or FAIL with the line, and a summary at the end.
import Foundation

var passed = 0, failed = 0

func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ name: String, line: UInt = #line) {
    if actual == expected {
        passed += 1
        print("PASS \(name)")
    } else {
        failed += 1
        print("FAIL \(name) (line \(line)): expected \(expected), got \(actual)")
    }
}

func expectThrows<T>(_ name: String, _ body: () throws -> T) {
    do { _ = try body(); failed += 1; print("FAIL \(name): nothing thrown") } catch { passed += 1; print("PASS \(name) threw \(error)") }
}

enum ParseFailure: Error { case notANumber(String) }
func parseAge(_ s: String) throws -> Int {
    guard let n = Int(s.trimmingCharacters(in: .whitespaces)), n >= 0 else { throw ParseFailure.notANumber(s) }
    return n
}

func reversedWords(_ s: String) -> String { s.split(separator: " ").reversed().joined(separator: " ") }

expectEqual(reversedWords("bir iki üç"), "üç iki bir", "reverses words")
expectEqual(reversedWords(""), "", "empty string")
expectEqual(try? parseAge(" 42 "), 42, "parses with spaces")
expectEqual(try? parseAge("kırk"), nil, "rejects words")
expectEqual([3, 1, 2].sorted(), [1, 2, 3], "sorts")
expectEqual("İ".lowercased().count, 1, "dotted capital I lowercases to one character")
expectThrows("negative age") { try parseAge("-1") }
expectThrows("valid age should not throw") { try parseAge("7") }
print("\(passed) passed, \(failed) failed")
