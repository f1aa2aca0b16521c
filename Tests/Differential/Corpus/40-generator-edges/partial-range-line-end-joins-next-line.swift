// Generator edge: partial range line end joins next line
let fromThird = 2...
print(fromThird.lowerBound)
struct Slicer { var tail: ArraySlice<Int> { [1, 2, 3, 4][fromThird] } }
print(Slicer().tail)
