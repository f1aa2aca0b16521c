// Generator edge: stdlib conformance extension member uses own type
struct Meters { var value: Double }
protocol LengthConvertible { var meters: Meters { get } }
extension Double: LengthConvertible { var meters: Meters { Meters(value: self) } }
print(2.5.meters.value)
