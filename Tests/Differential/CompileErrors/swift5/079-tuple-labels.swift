// main.swift — a tuple element name that does not exist
func minMax(_ values: [Int]) -> (min: Int, max: Int) {
    (values.min() ?? 0, values.max() ?? 0)
}

let bounds = minMax([3, 9, 1])
print(bounds.lowest, bounds.max)
