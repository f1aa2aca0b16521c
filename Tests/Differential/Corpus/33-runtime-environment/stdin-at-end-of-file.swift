// A program started without input: every way of reading standard input finds end of file at once.
import Foundation
print("readLine:", readLine() as Any)
print("getchar is EOF:", getchar() == EOF)
var byte: UInt8 = 0
print("read(0) returned:", read(STDIN_FILENO, &byte, 1))
print("FileHandle bytes:", FileHandle.standardInput.readDataToEndOfFile().count)
print("readLine again:", readLine(strippingNewline: false) as Any)
