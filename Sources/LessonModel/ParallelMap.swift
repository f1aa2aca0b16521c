import Dispatch

/// `transform` of every element, computed on every core, the results in the elements' order: the one
/// parallel map of the package (compiles, names, pages). Each iteration writes its own slot of the result
/// and no other, which is why the slots need no lock.
public func parallelMap<Element: Sendable, Value: Sendable>(
    _ items: [Element], _ transform: @Sendable (Element) -> Value
) -> [Value] {
    var results = [Value?](repeating: nil, count: items.count)
    results.withUnsafeMutableBufferPointer { slots in
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: items.count) { index in slots[index] = transform(items[index]) }
    }
    return results.map { $0! }
}
