// Exercism style: small solution functions with enums, and checks printed like a test run.
enum Classification { case perfect, abundant, deficient }
enum ClassificationError: Error { case invalidInput }
func classify(number: Int) throws -> Classification {
    guard number > 0 else { throw ClassificationError.invalidInput }
    let sum = (1..<number).filter { number % $0 == 0 }.reduce(0, +)
    return sum == number ? .perfect : (sum > number ? .abundant : .deficient)
}
func isIsogram(_ s: String) -> Bool {
    let letters = s.lowercased().filter(\.isLetter)
    return Set(letters).count == letters.count
}
struct Bob {
    static func response(_ msg: String) -> String {
        let t = msg.trimmingCharacters(in: .whitespaces)
        let yell = t.uppercased() == t && t.contains(where: \.isLetter)
        switch (t.isEmpty, yell, t.hasSuffix("?")) {
        case (true, _, _): return "Fine. Be that way!"
        case (_, true, true): return "Calm down, I know what I'm doing!"
        case (_, true, _): return "Whoa, chill out!"
        case (_, _, true): return "Sure."
        default: return "Whatever."
        }
    }
}
import Foundation
var passed = 0
func test(_ name: String, _ cond: Bool) { passed += cond ? 1 : 0; print(cond ? "✓" : "✗", name) }
test("6 is perfect", try! classify(number: 6) == .perfect)
test("12 is abundant", (try? classify(number: 12)) == .abundant)
test("0 throws", (try? classify(number: 0)) == nil)
test("isogram", isIsogram("lumberjacks") && !isIsogram("isograms"))
for m in ["WATCH OUT!", "Does this work?", "WHAT?", "   ", "Tom-ay-to."] { print(Bob.response(m)) }
do { _ = try classify(number: -1) } catch { print(error, "\(passed) passed") }
