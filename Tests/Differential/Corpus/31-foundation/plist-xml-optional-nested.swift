// PropertyListEncoder XML output and decoding of program types, with nested arrays and optionals.
import Foundation
struct Settings: Codable { var theme: String; var fontSize: Int; var tags: [String]; var ratio: Double; var beta: Bool?; var nested: Inner }
struct Inner: Codable { var on: Bool }
let enc = PropertyListEncoder()
enc.outputFormat = .xml
let s = Settings(theme: "dark", fontSize: 14, tags: ["a", "b"], ratio: 0.5, beta: nil, nested: Inner(on: true))
let data = try enc.encode(s)
print(String(decoding: data, as: UTF8.self))
let back = try PropertyListDecoder().decode(Settings.self, from: data)
print(back.theme, back.tags, back.beta as Any, back.nested)
do { _ = try PropertyListDecoder().decode(Settings.self, from: Data("<plist><dict/></plist>".utf8)) }
catch { print(type(of: error), error is DecodingError) }
