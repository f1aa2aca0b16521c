// A program started without arguments: its command line holds only its own path, and argc agrees.
import Foundation

let arguments = CommandLine.arguments
print("arguments:", arguments.count, "argc:", CommandLine.argc)
print("options:", arguments.dropFirst().filter { $0.hasPrefix("-") })
print("Foundation sees:", ProcessInfo.processInfo.arguments.count)
let builderSettings = ProcessInfo.processInfo.environment.keys.filter { $0.hasPrefix("LESSONBUILD") }
print("settings of the tool in the environment:", builderSettings.count)
