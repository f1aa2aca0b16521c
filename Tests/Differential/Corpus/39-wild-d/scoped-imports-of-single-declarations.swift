// Scoped imports of single declarations (import struct/func/class) and an attributed import
import struct Foundation.URL
import class Foundation.JSONEncoder
import func Foundation.sqrt
@preconcurrency
import Dispatch
let url = URL(string: "https://example.com/a/b?q=1")!
print(url.host ?? "-", url.pathComponents, sqrt(16.0))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(["b": 2, "a": 1]), as: UTF8.self))
DispatchQueue(label: "q").sync { print("on queue") }
