// DispatchQueue.concurrentPerform computing partial sums into preallocated slots.
import Dispatch

let numbers = Array(1...1000)
let chunks = 8
var partial = [Int](repeating: 0, count: chunks)
partial.withUnsafeMutableBufferPointer { slots in
    nonisolated(unsafe) let slots = slots
    DispatchQueue.concurrentPerform(iterations: chunks) { index in
        let size = numbers.count / chunks
        slots[index] = numbers[(index * size)..<((index + 1) * size)].reduce(0, +)
    }
}
print("partials:", partial)
print("sum:", partial.reduce(0, +), "expected:", numbers.count * (numbers.count + 1) / 2)
