// Property wrappers with projected values on struct properties, locals and globals.
@propertyWrapper
struct Clamped<V: Comparable> {
    var wrappedValue: V { didSet { wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) } }
    let range: ClosedRange<V>
    var projectedValue: ClosedRange<V> { range }
    init(wrappedValue: V, _ range: ClosedRange<V>) { self.range = range; self.wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) }
}
@propertyWrapper struct Logged<T> {
    private var v: T
    var wrappedValue: T { get { v } set { print("set \(newValue)"); v = newValue } }
    var projectedValue: Logged<T> { self }
    init(wrappedValue: T) { v = wrappedValue }
}
struct Volume { @Clamped(0...10) var level = 15; @Logged var name = "main" }
var vol = Volume()
print(vol.level, vol.$level)
vol.level = -3
vol.name = "aux"
print(vol.level, vol.name, type(of: vol.$name))
struct Holder { @Logged var count = 1 }
var holder = Holder()
holder.count += 1
print(holder.count, holder.$count)
func local() { @Clamped(1...3) var x = 9; print(x, $x); x = 2; print(x) }
local()
dump(vol)
