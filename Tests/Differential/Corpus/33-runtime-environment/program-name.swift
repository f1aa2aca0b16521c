// The program's own name, as a command-line tool prints it in its usage line
import Foundation

let invokedAs = CommandLine.arguments[0]
let tool = (invokedAs as NSString).lastPathComponent
print("usage: \(tool) [--verbose] <file>")
print("invoked as:", invokedAs)
print("process name:", ProcessInfo.processInfo.processName)
print("main thread:", Thread.current.name ?? "unnamed", Thread.isMainThread)
let command = (try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8)) ?? "?"
print("comm:", command.trimmingCharacters(in: .whitespacesAndNewlines))
print("arguments after the name:", CommandLine.arguments.dropFirst().count)
