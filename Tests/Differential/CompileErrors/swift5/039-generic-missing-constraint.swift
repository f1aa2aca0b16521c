// main.swift — using + on a generic type that is not constrained to support it
func total<T>(_ values: [T]) -> T {
    var sum = values[0]
    for value in values.dropFirst() {
        sum = sum + value
    }
    return sum
}

print(total([1, 2, 3]))
