// ObjectIdentifier comparisons of instances and metatypes, never printing the values.
class Engine {}
class Turbo: Engine {}
struct Gear {}
let a = Engine(), b = a, c = Engine()
print(ObjectIdentifier(a) == ObjectIdentifier(b), ObjectIdentifier(a) == ObjectIdentifier(c))
print(ObjectIdentifier(Engine.self) == ObjectIdentifier(type(of: Turbo() as Engine)))
print(ObjectIdentifier(Turbo.self) == ObjectIdentifier(type(of: Turbo() as Engine)))
print(ObjectIdentifier(Gear.self) == ObjectIdentifier(Gear.self))
var registry: [ObjectIdentifier: String] = [:]
registry[ObjectIdentifier(Engine.self)] = "engine"
registry[ObjectIdentifier(Turbo.self)] = "turbo"
print(registry[ObjectIdentifier(type(of: Turbo() as Engine))] ?? "none", registry.count)
print(a === b, a === c, type(of: a) == Engine.self, Turbo.self is Engine.Type)
