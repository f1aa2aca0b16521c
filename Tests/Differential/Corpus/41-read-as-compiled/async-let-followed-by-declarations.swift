// async let lines followed by a struct and a function that do not use them
func square(_ n: Int) async -> Int { n * n }
async let four = square(2)
async let nine = square(3)
struct Report { let values: [Int]; var total: Int { values.reduce(0, +) } }
func describe(_ report: Report) -> String { "total \(report.total)" }
let report = Report(values: [await four, await nine])
print(describe(report))
