// Raw identifiers (backticked names with spaces and punctuation) for functions, types, cases and globals
enum `HTTP Status` { case `200 OK`, `404 Not Found` }
func `check status`(_ s: `HTTP Status`) -> String {
    switch s { case .`200 OK`: "fine"; case .`404 Not Found`: "missing" }
}
let `max retries` = 3
var `attempts so far` = 0
struct `Retry Policy` { func `should retry`() -> Bool { `attempts so far` < `max retries` } }
while `Retry Policy`().`should retry`() { `attempts so far` += 1 }
print(`check status`(.`200 OK`), `check status`(.`404 Not Found`), `attempts so far`)
