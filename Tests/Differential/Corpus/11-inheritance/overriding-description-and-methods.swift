// Subclasses overriding CustomStringConvertible description and a template method.
class Report: CustomStringConvertible {
    func title() -> String { "Report" }
    func body() -> [String] { [] }
    final func render() -> String { ([title().uppercased()] + body().map { "- " + $0 }).joined(separator: "\n") }
    var description: String { "<\(title())>" }
}
class SalesReport: Report {
    override func title() -> String { "Sales Q3" }
    override func body() -> [String] { ["İstanbul: 120", "Bakı: 95"] }
}
class EmptyReport: Report {
    override var description: String { "<empty>" }
}
let reports: [Report] = [SalesReport(), EmptyReport()]
for r in reports { print(r); print(r.render()) }
print(reports)
