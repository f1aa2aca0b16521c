// Class hierarchies with override, super, required and convenience initializers, final members
class Vehicle: CustomStringConvertible {
    let wheels: Int
    required init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
    func honk() -> String { "beep" }
    class var kind: String { "vehicle" }
    var description: String { "\(Self.kind) with \(wheels) wheels says \(honk())" }
}
class Bike: Vehicle {
    required init(wheels: Int) { super.init(wheels: 2) }
    override func honk() -> String { "ring " + super.honk() }
    override class var kind: String { "bike" }
}
final class Tandem: Bike { final override func honk() -> String { super.honk() + " ring" } }
let fleet: [Vehicle] = [Vehicle(), Bike(wheels: 9), Tandem()]
for v in fleet { print(v) }
func make<T: Vehicle>(_ type: T.Type) -> T { type.init(wheels: 6) }
print(make(Vehicle.self).wheels, make(Bike.self).wheels, type(of: make(Tandem.self)))
