// Thread.isMainThread in top-level code, a detached task, a MainActor hop and a background queue.
import Foundation
print("top level:", Thread.isMainThread)
let detached = await Task.detached { Thread.isMainThread }.value
print("detached task:", detached)
let hop = await MainActor.run { Thread.isMainThread }
print("MainActor.run:", hop)
let group = DispatchGroup()
var onQueue = true
DispatchQueue.global().async(group: group) { onQueue = Thread.isMainThread }
group.wait()
print("global queue:", onQueue)
