// PropertyListEncoder in XML and binary formats, decoded back; the XML text printed line by line.
import Foundation

struct Preferences: Codable, Equatable {
    var theme: String
    var fontSize: Double
    var recentFiles: [String]
    var window: [String: Int]
}

let prefs = Preferences(theme: "dark", fontSize: 13.5, recentFiles: ["a.txt", "b.md"], window: ["width": 800])
let xmlEncoder = PropertyListEncoder()
xmlEncoder.outputFormat = .xml
let xml = try! xmlEncoder.encode(prefs)
for line in String(decoding: xml, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("<!DOCTYPE") {
    print(line)
}
let binaryEncoder = PropertyListEncoder()
binaryEncoder.outputFormat = .binary
let binary = try! binaryEncoder.encode(prefs)
print("binary header:", String(decoding: binary.prefix(8), as: UTF8.self))
let decoded = try! PropertyListDecoder().decode(Preferences.self, from: binary)
print("round trip equal:", decoded == prefs)
