// Local types declared in closures, methods, initializers and computed properties.
struct Factory {
    var made: Any {
        struct Gadget { let id = 7 }
        return Gadget()
    }
    func build() -> Any {
        enum Part: String { case bolt, nut }
        return [Part.bolt, Part.nut].map(\.rawValue)
    }
    init() {
        class Tracker: CustomStringConvertible { var description: String { "Tracker(\(type(of: self)))" } }
        print(Tracker())
    }
}
let make: () -> Any = {
    struct Widget { var size = 3 }
    return Widget()
}
let f = Factory()
print(f.made)
print(f.build())
print(make())
print(type(of: make()), type(of: f.made))
