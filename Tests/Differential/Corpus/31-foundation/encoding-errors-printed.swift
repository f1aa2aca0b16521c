// EncodingError printed whole: a NaN value and a throwing custom encode(to:), with coding paths.
import Foundation
struct Reading: Encodable { var sensor: String; var value: Double }
struct Batch: Encodable { var readings: [Reading] }
struct Secret: Encodable {
    struct Refused: Error { let reason: String }
    func encode(to encoder: Encoder) throws { throw Refused(reason: "classified") }
}
do { _ = try JSONEncoder().encode(Batch(readings: [Reading(sensor: "a", value: 1), Reading(sensor: "b", value: .nan)])) }
catch { print(error); print(type(of: error)) }
do { _ = try JSONEncoder().encode(["top": Secret()]) }
catch { print(error); print(String(reflecting: error)) }
let enc = JSONEncoder()
enc.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
enc.outputFormatting = .sortedKeys
print(String(decoding: try enc.encode(Reading(sensor: "c", value: .infinity)), as: UTF8.self))
