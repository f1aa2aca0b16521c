// main.swift — a module of its own: an operator, a conformance of a standard type, and a public method
infix operator <+>: AdditionPrecedence
func <+> (left: [Int], right: [Int]) -> [Int] { zip(left, right).map(+) }
extension Int: @retroactive Identifiable { public var id: Int { self } }
public struct Score { var points: Int }
extension Array where Element == Score {
    public func total(bonus: Score) -> Int { map(\.points).reduce(bonus.points, +) }
}
print([1, 2] <+> [10, 20])
print(7.id, [Score(points: 3), Score(points: 4)].total(bonus: Score(points: 1)))
