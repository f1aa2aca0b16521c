// A property wrapper that clamps values, used on struct members with and without arguments.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Volume {
    @Clamped(0...10) var level = 5
    @Clamped(wrappedValue: 50, 0...100) var balance
}
var volume = Volume()
print(volume.level, volume.balance)
volume.level = 42
volume.balance = -3
print(volume.level, volume.balance)
volume.level -= 4
print(volume.level)
