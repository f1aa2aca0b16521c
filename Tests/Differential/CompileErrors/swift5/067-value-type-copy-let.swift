// main.swift — a struct copy held in a let is immutable even when the original is a var
struct Point {
    var x = 0
    var y = 0
}

var original = Point()
let copy = original
original.x = 5
copy.y = 3
print(original, copy)
