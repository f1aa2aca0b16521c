// print(to:) with a TextOutputStream that writes to standard error.
import Foundation
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { fputs(string, stderr) }
}
var standardError = StandardError()
print("to stdout")
print("to stderr", to: &standardError)
print("to stdout again")
