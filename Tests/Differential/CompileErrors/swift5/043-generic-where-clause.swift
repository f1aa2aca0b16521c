// main.swift — an extension with a where clause only applies to matching element types
extension Array where Element == Int {
    func average() -> Double {
        isEmpty ? 0 : Double(reduce(0, +)) / Double(count)
    }
}

let temperatures = [21.5, 23.0, 19.5]
print(temperatures.average())
