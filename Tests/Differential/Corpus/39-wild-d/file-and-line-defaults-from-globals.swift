// #fileID, #file and #line as default arguments, called from globals, types and top-level statements
func here(file: String = #fileID, line: Int = #line) -> String { "\(file):\(line)" }
func path(_ p: String = #file) -> String { p }
let first = here()
struct Probe { static let spot = here(); var local = here() }
let lazyClosure: () -> String = { here() }
print(first, Probe.spot, Probe().local)
print(lazyClosure(), here(), path())
