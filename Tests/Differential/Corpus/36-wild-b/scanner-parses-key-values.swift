// Scanner reading "key=value;" pairs with integers and doubles, as an old-school parsing tutorial does.
import Foundation

let input = "width=640; height=480; ratio=1.333; title=Demo Window; depth=24"
let scanner = Scanner(string: input)
scanner.charactersToBeSkipped = CharacterSet.whitespaces
var settings: [(String, String)] = []
while !scanner.isAtEnd {
    guard let key = scanner.scanUpToString("=") else { break }
    _ = scanner.scanString("=")
    if let number = scanner.scanDouble(), scanner.scanString(";") != nil || scanner.isAtEnd {
        settings.append((key, number == number.rounded() ? "int \(Int(number))" : "double \(number)"))
    } else {
        let text = scanner.scanUpToString(";") ?? ""
        _ = scanner.scanString(";")
        settings.append((key, "text \"\(text)\""))
    }
}
for (key, value) in settings { print(key, "→", value) }
let hex = Scanner(string: "0x1F rest")
print(hex.scanHexInt64().map(String.init) ?? "nil", hex.currentIndex == hex.string.index(hex.string.startIndex, offsetBy: 4))
