// Swift 5.5 synthesized Codable for enums with associated values, encoded with sorted keys.
import Foundation

enum Command: Codable, Equatable {
    case move(x: Int, y: Int)
    case say(String)
    case wait(seconds: Double, reason: String?)
    case stop
}

let script: [Command] = [.move(x: 1, y: -2), .say("hello"), .wait(seconds: 0.5, reason: nil), .stop]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(script)
print(String(decoding: data, as: UTF8.self))
let back = try! JSONDecoder().decode([Command].self, from: data)
print(back == script)
for command in back { print(command) }
let custom = #"[{"say":{"_0":"from json"}},{"wait":{"seconds":2}}]"#
print(try! JSONDecoder().decode([Command].self, from: Data(custom.utf8)))
