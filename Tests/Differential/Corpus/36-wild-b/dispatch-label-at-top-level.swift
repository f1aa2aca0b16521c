// Which queue top-level code runs on, told by queue-specific values set on two queues.
import Foundation
let key = DispatchSpecificKey<String>()
let worker = DispatchQueue(label: "com.example.worker")
worker.setSpecific(key: key, value: "worker")
DispatchQueue.main.setSpecific(key: key, value: "main")
print("top level:", DispatchQueue.getSpecific(key: key) ?? "none")
worker.sync { print("inside worker.sync:", DispatchQueue.getSpecific(key: key) ?? "none") }
print("worker label:", worker.label, "main label:", DispatchQueue.main.label)
dispatchPrecondition(condition: .onQueue(.main))
print("precondition on main queue held")
