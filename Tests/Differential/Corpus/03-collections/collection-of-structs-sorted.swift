// Arrays of structs: sorting by several keys, grouping into a sorted summary.
struct Student {
    let name: String
    let grade: Int
    let city: String
}
let students = [
    Student(name: "Ayşe", grade: 90, city: "İstanbul"),
    Student(name: "Leyla", grade: 85, city: "Bakı"),
    Student(name: "Murat", grade: 90, city: "Ankara"),
    Student(name: "Rəşad", grade: 72, city: "Bakı"),
]
let ranked = students.sorted { ($0.grade, $1.name) > ($1.grade, $0.name) }
for (place, s) in ranked.enumerated() { print("\(place + 1). \(s.name) \(s.grade)") }
let byCity = Dictionary(grouping: students, by: \.city)
for city in byCity.keys.sorted() {
    let group = byCity[city]!
    let average = group.map(\.grade).reduce(0, +) / group.count
    print(city, group.count, average)
}
