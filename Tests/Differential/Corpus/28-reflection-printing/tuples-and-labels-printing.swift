// Printing tuples with labels, nested tuples, tuples holding optionals, enums and structs.
struct Size { var w: Int; var h: Int }
enum Fit { case fill, fit }
let layout = (size: Size(w: 3, h: 4), fit: Fit.fill, scale: Optional(2.0))
print(layout)
debugPrint(layout)
let nested = ((1, 2), (label: "x", value: [3]))
print(nested)
print((), (1), (a: 1, b: ()))
dump(layout)
