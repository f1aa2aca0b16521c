// Generator edge: labelled tuple pattern global
let point = (x: 3, y: -3)
let (x: px, y: py) = point
print(px, py)
print("pad")
