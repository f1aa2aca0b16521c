// PropertyListEncoder with XML output and decoding back
import Foundation

struct Settings: Codable, Equatable {
    var volume: Int
    var name: String
    var flags: [Bool]
}

let enc = PropertyListEncoder()
enc.outputFormat = .xml
let s = Settings(volume: 7, name: "Den & Co", flags: [true, false])
let data = try enc.encode(s)
print(String(decoding: data, as: UTF8.self))
let back = try PropertyListDecoder().decode(Settings.self, from: data)
print(back == s, back)
