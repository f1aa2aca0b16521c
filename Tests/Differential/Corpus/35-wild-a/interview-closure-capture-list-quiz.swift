// Interview quiz: what do these closures print? Capture lists vs references, value types captured at creation.
var counter = 0
let incrementer = { counter += 1 }
incrementer(); incrementer()
print("1:", counter)

var x = 10
let captureByReference = { print("2:", x) }
let captureByValue = { [x] in print("3:", x) }
x = 20
captureByReference()
captureByValue()

class Box { var value = 1 }
var box = Box()
let strongCapture = { [box] in print("4:", box.value) }
box.value = 2
box = Box()
box.value = 99
strongCapture()

var closures: [() -> Int] = []
for i in 0..<3 { closures.append { i * 10 } }
print("5:", closures.map { $0() })

var total = 0
let adders = (1...3).map { n in { total += n } }
adders.forEach { $0() }
adders[2]()
print("6:", total)

func makeGreeter() -> (String) -> String {
    var greeting = "Hello"
    let greet = { (name: String) in "\(greeting), \(name)" }
    greeting = "Salam"
    return greet
}
print("7:", makeGreeter()("Nərmin"))
