// A Task created in a global's initialiser of an async main.swift is main-actor isolated: it runs only once top-level code suspends.
import Foundation
let task = Task { print("task") }
Thread.sleep(forTimeInterval: 0.1)
print("main")
await task.value
