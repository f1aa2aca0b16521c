// Generator edge: postfix operator line end joins next line
postfix operator ++
postfix func ++ (value: inout Int) { value += 1 }
var visits = 0
visits++
func report() -> String { "visits: \(visits)" }
struct Page { var text: String { report() } }
print(Page().text)
