// CustomStringConvertible and CustomDebugStringConvertible used by print, interpolation and debugPrint.
struct Temperature: CustomStringConvertible, CustomDebugStringConvertible {
    var celsius: Double
    var description: String { "\(celsius)°C" }
    var debugDescription: String { "Temperature(celsius: \(celsius))" }
}
let t = Temperature(celsius: 21.5)
print(t)
print("It is \(t) outside")
debugPrint(t)
print([t, Temperature(celsius: -3)])
print(String(describing: t), String(reflecting: t))
let optional: Temperature? = t
print(optional as Any)
