// A property wrapper with a projected value ($name) that records how often a value changed.
@propertyWrapper
struct Tracked<Value> {
    private var value: Value
    private(set) var projectedValue = 0
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { value = newValue; projectedValue += 1 }
    }
}
struct Profile {
    @Tracked var name = "Ayşe"
    @Tracked var age = 30
    func report() { print("\(name) changed \($name) times, age \(age) changed \($age) times") }
}
var profile = Profile()
profile.report()
profile.name = "Ayşe Yılmaz"
profile.age += 1
profile.age += 1
profile.report()
print(profile.$age)
