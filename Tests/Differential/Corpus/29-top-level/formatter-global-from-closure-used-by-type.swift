// globals initialised by immediately-called closures, used by types
import Foundation
let formatter: NumberFormatter = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.minimumFractionDigits = 2
    f.maximumFractionDigits = 2
    return f
}()
struct Price { var value: Double; var text: String { formatter.string(from: value as NSNumber) ?? "?" } }
print(Price(value: 3).text, Price(value: 2.5).text)
let table = (1...3).map { n in (n, n * n) }
print(table)
