// Types declared inside a function and a top-level do block, printed with print and type(of:).
func makeReport() -> Any {
    struct Row { let title: String; let count: Int }
    let row = Row(title: "views", count: 12)
    print(row, type(of: row))
    return row
}
let report = makeReport()
print(report)
do {
    enum Phase { case warmup, main }
    let phase = Phase.main
    print(phase, type(of: phase), [phase].count)
}
