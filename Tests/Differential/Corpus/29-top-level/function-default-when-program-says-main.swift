// A #function default argument at top level, in a program that mentions DispatchQueue.main.
import Dispatch
func log(_ message: String, function: String = #function) { print(function, message) }
log("start")
_ = DispatchQueue.main
