// An @inlinable public function that uses a @usableFromInline helper and a public type of the file
public struct Temperature {
    public var celsius: Double
    public init(celsius: Double) { self.celsius = celsius }
}

@usableFromInline
func scale(_ value: Double) -> Double { value * 9 / 5 + 32 }

@inlinable
public func fahrenheit(_ temperature: Temperature) -> Double {
    scale(temperature.celsius)
}

for celsius in [0.0, 37, 100] {
    print(celsius, "->", fahrenheit(Temperature(celsius: celsius)))
}
