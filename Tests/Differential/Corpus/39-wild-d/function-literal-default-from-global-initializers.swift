// #function as a default argument, called from global initializers, closures, observers and statements
func caller(_ name: String = #function) -> String { name }
let fromGlobal = caller()
let fromClosure = { caller() }()
let fromArray = [caller(), caller()]
var fromObserved = caller() { didSet { print("didSet", caller()) } }
struct Holder { static let fromStatic = caller(); var fromProperty = caller() }
print(fromGlobal, fromClosure, fromArray)
print(caller(), Holder.fromStatic, Holder().fromProperty)
fromObserved = "x"
