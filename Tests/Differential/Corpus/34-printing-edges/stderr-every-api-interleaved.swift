// Standard error written through FileHandle, fputs, write(2) and a TextOutputStream, between prints.
import Foundation
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { fputs(string, stderr) }
}
var errors = StandardError()
print("1 out")
FileHandle.standardError.write("2 file handle\n".data(using: .utf8)!)
print("3 out", terminator: "")
fputs(" 4 fputs\n", stderr)
let bytes = Array("5 write(2)\n".utf8)
_ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
print("6 stream", to: &errors)
debugPrint("7 out")
