// The process's own arguments and stdin at end of file, seen by a program started without input.
import Foundation
print("CommandLine:", CommandLine.arguments.count, CommandLine.argc)
print("ProcessInfo:", ProcessInfo.processInfo.arguments.count)
print("first line:", readLine() as Any)
print("unsafe argv[1]:", CommandLine.unsafeArgv[1] == nil)
