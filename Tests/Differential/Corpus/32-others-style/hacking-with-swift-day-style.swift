// Tutorial-style checkpoint: arrays, sets, dictionaries and conditions worked through with printed answers.
let colleges = ["Boğaziçi", "ODTÜ", "İTÜ", "ODTÜ", "ADA", "İTÜ"]
print("There are \(colleges.count) entries and \(Set(colleges).count) unique colleges.")
print("Sorted unique:", Set(colleges).sorted())

var temperatureCelsius = 24.0
let temperatureFahrenheit = temperatureCelsius * 9 / 5 + 32
print("It's \(temperatureCelsius)°C, which is \(temperatureFahrenheit)°F.")
temperatureCelsius = -3.5
print("Now \(temperatureCelsius)°C is \(temperatureCelsius * 9 / 5 + 32)°F.")

for number in 1...100 where number % 21 == 0 || number == 100 {
    let kind = number.isMultiple(of: 2) ? "even" : "odd"
    print(number, kind)
}

var capitals = ["Türkiye": "Ankara", "Azərbaycan": "Bakı", "Gürcistan": "Tiflis"]
capitals["Kazakistan"] = "Astana"
capitals["Gürcistan"] = nil
for country in capitals.keys.sorted() {
    print("\(country) → \(capitals[country, default: "?"])")
}
print(capitals["Mars", default: "Unknown"])

let scores = [85, 92, 78, 90, 88]
let average = Double(scores.reduce(0, +)) / Double(scores.count)
print("Average: \(average), highest: \(scores.max()!), passed: \(scores.filter { $0 >= 80 }.count)")
let grade: String
switch average {
case 90...: grade = "A"
case 80..<90: grade = "B"
default: grade = "C"
}
print("Grade \(grade)")
