// Computed properties whose getters print, showing exactly when they are evaluated.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { print("  (get fahrenheit)"); return celsius * 9 / 5 + 32 }
        set { print("  (set fahrenheit \(newValue))"); celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 100)
print("reading")
let f = t.fahrenheit
print(f)
print("writing")
t.fahrenheit = 32
print(t.celsius)
print("compound assignment")
t.fahrenheit += 18
print(t.celsius)
