// Tuples with labels, nesting and optionals printed by print, debugPrint and dump.
let person = (name: "Lin", age: 29, address: (city: "Taipei", zip: 100))
print(person)
debugPrint(person)
print(person.address, type(of: person.address))
let mixed: (Int, String?, (Double, [Bool])) = (1, nil, (2.5, [true, false]))
print(mixed)
dump(mixed)
let pairs = [(1, "one"), (2, "two")]
print(pairs, pairs.map { $0.1 })
let empty = ()
print(empty, type(of: empty))
let optTuple: (x: Int, y: Int)? = (3, 4)
print(optTuple as Any, optTuple!.x)
