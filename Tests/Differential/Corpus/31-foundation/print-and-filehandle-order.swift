// print (through C stdio) and FileHandle (straight to the descriptor) mixed, past one 4 KB buffer: the
// lines come out in the order they were written, as on a terminal.
import Foundation

print("ilk satır print ile")
FileHandle.standardOutput.write("ikinci satır FileHandle ile\n".data(using: .utf8)!)
print("üçüncü satır print ile")
for index in 1...300 {
    print("satır \(index): " + String(repeating: "x", count: index % 17))
    if index % 100 == 0 { FileHandle.standardOutput.write("ara \(index)\n".data(using: .utf8)!) }
}
print("son")
