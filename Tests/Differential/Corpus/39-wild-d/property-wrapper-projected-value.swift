// A property wrapper with a projected value ($), an init with arguments and wrapper composition
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    var projectedValue: (wasClamped: Bool, raw: Int)
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        projectedValue = (value != wrappedValue, wrappedValue)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound); projectedValue = (value != newValue, newValue) }
    }
}
@propertyWrapper
struct Logged<T> {
    var wrappedValue: T { didSet { print("set to", wrappedValue) } }
}
struct Volume {
    @Clamped(0...10) var level = 5
    @Logged var label = "start"
}
var v = Volume()
v.level = 42
print(v.level, v.$level)
v.label = "loud"
v.level = -1
print(v.level, v.$level.wasClamped, v.$level.raw)
