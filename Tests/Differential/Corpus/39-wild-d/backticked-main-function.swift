// A top-level function declared with the backticked name `main`, called at the end
var steps: [String] = []
func `main`() {
    steps.append("start")
    steps.append("finish")
    print(steps.joined(separator: " -> "))
}
`main`()
