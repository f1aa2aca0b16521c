// main.swift — lazy properties must be declared with var
struct Report {
    let rows: [Int]
    lazy let total = rows.reduce(0, +)
}

var report = Report(rows: [1, 2, 3])
print(report.total)
