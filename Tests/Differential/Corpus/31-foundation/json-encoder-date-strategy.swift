// JSONEncoder/Decoder with custom date strategies, snake case and sorted pretty output
import Foundation

struct Event: Codable { let eventName: String; let startsAt: Date; let tags: Set<String> }
let enc = JSONEncoder()
enc.outputFormatting = [.prettyPrinted, .sortedKeys]
enc.keyEncodingStrategy = .convertToSnakeCase
enc.dateEncodingStrategy = .secondsSince1970
let e = Event(eventName: "Launch", startsAt: Date(timeIntervalSince1970: 1_600_000_000), tags: ["one"])
let data = try enc.encode(e)
print(String(decoding: data, as: UTF8.self))

let dec = JSONDecoder()
dec.keyDecodingStrategy = .convertFromSnakeCase
dec.dateDecodingStrategy = .iso8601
let json = #"{"event_name":"Talk","starts_at":"2020-09-13T12:26:40Z","tags":[]}"#
let t = try dec.decode(Event.self, from: Data(json.utf8))
print(t.eventName, t.startsAt.timeIntervalSince1970, t.tags.isEmpty)
do { _ = try dec.decode(Event.self, from: Data("{}".utf8)) }
catch DecodingError.keyNotFound(let key, _) { print("missing", key.stringValue) }
