// Reads a main-queue specific value with a fresh key: a new program has none set.
import Foundation
let key = DispatchSpecificKey<String>()
print("main queue value:", DispatchQueue.main.getSpecific(key: key) ?? "none")
print("current value:", DispatchQueue.getSpecific(key: key) ?? "none")
