// clearenv empties the environment; getenv and ProcessInfo see nothing afterwards.
import Foundation
clearenv()
print("PATH:", getenv("PATH") == nil ? "unset" : "set")
print("variables:", ProcessInfo.processInfo.environment.count)
setenv("ONLY_ONE", "1", 1)
print("variables:", ProcessInfo.processInfo.environment.count)
