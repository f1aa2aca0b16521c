// Data printed as hex, base64 and a tiny checksum, the way a binary-protocol post explains it.
import Foundation

let packet = Data([0x02, 0x10, 0xFF, 0x00, 0x7E, 0x41])
print(packet)
print(packet.map { String(format: "%02x", $0) }.joined(separator: " "))
print(packet.base64EncodedString())
print(Data(base64Encoded: "SGVsbG8sIFN3aWZ0IQ==").map { String(decoding: $0, as: UTF8.self) } ?? "bad")
let checksum = packet.reduce(UInt8(0)) { $0 &+ $1 }
print("checksum:", checksum, String(checksum, radix: 2))
var framed = Data([0xAA])
framed.append(packet)
framed.append(checksum)
print(framed.count, framed.first!, framed.last!, Array(framed[1...2]))
debugPrint(framed.prefix(3))
