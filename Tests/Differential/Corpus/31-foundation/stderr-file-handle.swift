// Writing to standard error with FileHandle.standardError between prints to standard output.
import Foundation
func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}
print("step 1: reading configuration")
warn("no configuration file; using defaults")
print("step 2: starting")
warn("cache is cold")
print("step 3: done")
