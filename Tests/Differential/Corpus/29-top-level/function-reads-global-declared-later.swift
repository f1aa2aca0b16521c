// A function and a method that read globals declared further down, called after those lines ran.
func describeInventory() -> String { "\(itemCount) items in \(warehouse)" }
struct Auditor { func audit() -> String { "audit: " + describeInventory() + ", threshold \(threshold)" } }
var itemCount = 12
let warehouse = "Depo-3"
let threshold = itemCount / 2
print(describeInventory())
itemCount -= 5
print(Auditor().audit())
print(itemCount < threshold ? "reorder" : "enough")
