// In-place mutation: sort(), reverse(), swapAt, removeAll(where:), and value semantics of copies.
var a = [4, 1, 3, 2]
var b = a
a.sort()
print("a:", a, "b:", b)
b.reverse()
print("b reversed:", b)
b.swapAt(0, 3)
print("b swapped:", b)
var c = Array(1...10)
c.removeAll { $0 % 3 == 0 }
print(c)
c.removeFirst(2)
c.append(contentsOf: [100, 200])
print(c, c.count, c.capacity >= c.count)
var grid = [[Int]](repeating: [0, 0, 0], count: 2)
grid[1][2] = 7
print(grid)
var names = ["b", "a", "c"]
names.sort(by: >)
print(names, names.reversed().joined())
