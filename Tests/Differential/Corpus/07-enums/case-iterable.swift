// CaseIterable: allCases, counts, and cycling to the next case.
enum Beverage: CaseIterable { case coffee, tea, juice }
let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")
for beverage in Beverage.allCases { print(beverage) }
enum Weekday: String, CaseIterable {
    case monday = "Pazartesi", tuesday = "Salı", wednesday = "Çərşənbə"
    var next: Weekday {
        let all = Weekday.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
var day = Weekday.monday
for _ in 0..<4 { print(day, day.rawValue); day = day.next }
print(Weekday.allCases.map(\.rawValue))
