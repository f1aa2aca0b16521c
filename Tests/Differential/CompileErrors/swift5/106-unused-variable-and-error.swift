// main.swift — never-used and never-mutated warnings in one function, an error in another
func average(of values: [Int]) -> Int {
    var count = values.count
    let unused = values.first
    return values.reduce(0, +) / count
}

func summary(of values: [Int]) -> String {
    return average(of: values)
}

print(summary(of: [2, 4, 6]))
