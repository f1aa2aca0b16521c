// @State/@Binding modelled with property wrappers: a child edits the parent's value through a binding.
@propertyWrapper final class State<Value> {
    var wrappedValue: Value { didSet { print("  state changed to \(wrappedValue)") } }
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Binding<Value> { Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 }) }
}
@propertyWrapper struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    var wrappedValue: Value { get { get() } nonmutating set { set(newValue) } }
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    init(projectedValue: Binding<Value>) { self = projectedValue }
}
struct Stepper {
    @Binding var value: Int
    func tapPlus() { value += 1 }
}
struct CounterScreen {
    @State var count = 0
    var body: String { "Count: \(count)" }
    func makeStepper() -> Stepper { Stepper(value: $count) }
}
let screen = CounterScreen()
print(screen.body)
let stepper = screen.makeStepper()
stepper.tapPlus()
stepper.tapPlus()
print(screen.body)
