// Access control in protocol extensions and nested types: private helpers behind public API.
protocol Scoring { var scores: [Int] { get } }
extension Scoring {
    var average: Double { scores.isEmpty ? 0 : Double(total) / Double(scores.count) }
    private var total: Int { scores.reduce(0, +) }
    fileprivate func debugSummary() -> String { "total=\(total) n=\(scores.count)" }
}
struct Exam: Scoring {
    let scores: [Int]
    struct Grade {
        fileprivate static let cutoffs = [(90, "A"), (80, "B"), (0, "C")]
        static func letter(for avg: Double) -> String { cutoffs.first { avg >= Double($0.0) }!.1 }
    }
}
let exam = Exam(scores: [95, 82, 77])
print(exam.average, exam.debugSummary())
print(Exam.Grade.letter(for: exam.average), Exam.Grade.cutoffs.count)
