// A program started normally has a PATH and does not see another program's variable.
import Foundation
print("PATH set:", getenv("PATH") != nil)
print("ONLY_ONE:", ProcessInfo.processInfo.environment["ONLY_ONE"] ?? "unset")
print("more than one variable:", ProcessInfo.processInfo.environment.count > 1)
