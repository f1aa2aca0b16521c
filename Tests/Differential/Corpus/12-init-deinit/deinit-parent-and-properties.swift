// deinit order of an object graph: the owner first, then its stored properties, arrays in element order.
final class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  part \(name) freed") }
}

class Machine {
    let label: String
    let engine = Part("motor")
    var wheels = [Part("ön-sol"), Part("ön-sağ")]
    let spare: Part?
    init(label: String, spare: Bool) {
        self.label = label
        self.spare = spare ? Part("yedek") : nil
        print("built \(label)")
    }
    deinit { print("machine \(label) freed") }
}

final class Truck: Machine {
    let trailer = Part("römork")
    deinit { print("truck \(label) freed") }
}

func build() {
    let car = Machine(label: "araba", spare: true)
    print("using \(car.label) with \(car.wheels.count) wheels")
}

print("== machine")
build()
print("== truck")
do {
    let truck = Truck(label: "kamyon", spare: false)
    truck.wheels.removeLast()
    print("truck ready")
}
print("== shared part")
var keep: Part?
do {
    let m = Machine(label: "traktör", spare: false)
    keep = m.engine
}
print("kept", keep?.name ?? "-")
keep = nil
print("done")
