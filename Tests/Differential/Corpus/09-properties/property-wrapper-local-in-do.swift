// a property wrapper declared after use, applied to properties and to a local in a do block
struct Settings {
    @Clamped(0...10) var volume = 5
    @Clamped(1...3) var speed = 2
}
var s = Settings()
s.volume = 42
s.speed = -1
print(s.volume, s.speed)
do {
    @Clamped(0...100) var percent = 50
    percent = 120
    print("local", percent, $percent)
}
@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "\(value) in \(range)" }
}
dump(s)
