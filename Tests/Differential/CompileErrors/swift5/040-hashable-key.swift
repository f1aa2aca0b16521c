// main.swift — a dictionary key type must be Hashable
struct Student {
    let name: String
    let year: Int
}

var grades: [Student: String] = [:]
print(grades.isEmpty)
