// A CLI writes diagnostics to standard error and results to standard output, interleaved in order.
import Foundation

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}
var stderr = StandardError()
let inputs = ["42", "x", "17", "", "8"]
var sum = 0
for (i, text) in inputs.enumerated() {
    guard let n = Int(text) else {
        print("warning: line \(i + 1): skipping \(text.isEmpty ? "empty line" : "'\(text)'")", to: &stderr)
        continue
    }
    sum += n
    print("line \(i + 1): \(n)")
}
print("sum: \(sum)")
print("done with \(inputs.count) lines", to: &stderr)
