// A @propertyWrapper clamping values, with a projected value, used inside a settings struct.
@propertyWrapper struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    var projectedValue: Bool = false
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set {
            value = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = value != newValue
        }
    }
}
struct AudioSettings {
    @Clamped(0...100) var volume = 50
    @Clamped(0.5...2.0) var speed = 1.0
}

var settings = AudioSettings()
settings.volume = 130
print(settings.volume, settings.$volume)
settings.volume = 30
print(settings.volume, settings.$volume)
settings.speed = 0.1
print(settings.speed, settings.$speed)
dump(settings)
