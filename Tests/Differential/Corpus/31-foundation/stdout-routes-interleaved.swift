// print, FileHandle.standardOutput, putchar, fputs and write(1) interleaved on standard output.
import Foundation
print("1 print")
FileHandle.standardOutput.write("2 file handle\n".data(using: .utf8)!)
putchar(0x33); putchar(0x0A)
fputs("4 fputs\n", stdout)
fflush(stdout)
let bytes = Array("5 write\n".utf8)
_ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
print("6 print", terminator: "")
print(" continued")
FileHandle.standardOutput.write(Data([0x37, 0x0A]))
