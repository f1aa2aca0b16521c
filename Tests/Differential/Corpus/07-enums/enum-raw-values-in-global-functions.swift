// global functions switching on an enum declared later; CaseIterable & rawValue init failures
func emoji(_ w: Weather) -> String {
    switch w {
    case .sunny: "☀️"
    case .rain(let mm) where mm > 10: "⛈"
    case .rain: "🌧"
    case .snow: "❄️"
    }
}
let forecast: [Weather] = [.sunny, .rain(mm: 3), .rain(mm: 20), .snow]
print(forecast.map(emoji).joined(separator: " "))
print(forecast)
print(Weekday(rawValue: "tue") as Any, Weekday(rawValue: "xyz") as Any)
print(Weekday.allCases.map(\.rawValue))
print(Weekday.allCases.firstIndex(of: .wed)!)
enum Weather: Equatable { case sunny, rain(mm: Int), snow }
enum Weekday: String, CaseIterable { case mon, tue, wed }
