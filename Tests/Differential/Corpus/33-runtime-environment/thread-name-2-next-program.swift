// A program that does not rename its main thread does not see another program's name for it.
import Foundation
print("renamed:", Thread.current.name == "ana-axın")
print("is main:", Thread.isMainThread, Thread.current.isMainThread)
let name = Thread.current.name ?? ""
print("has a name:", !name.isEmpty)
