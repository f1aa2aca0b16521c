// Value semantics pitfalls: a struct holding a class reference, copy-on-write by hand, and identity checks.
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct SharedList {
    var storage: Storage
    mutating func append(_ v: Int) { storage.values.append(v) }
}

struct SafeList: CustomStringConvertible {
    private var storage: Storage
    init(_ values: [Int]) { storage = Storage(values) }
    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            print("  copying storage before write")
            storage = Storage(storage.values)
        }
        storage.values.append(v)
    }
    var description: String { "\(storage.values)" }
}

var a = SharedList(storage: Storage([1, 2]))
var b = a
b.append(3)
print("shared:", a.storage.values, b.storage.values, a.storage === b.storage)

var c = SafeList([1, 2])
var d = c
d.append(3)
c.append(4)
c.append(5)
print("safe:", c, d)

struct Point { var x = 0, y = 0 }
var p1 = Point(x: 1, y: 1)
var p2 = p1
p2.x = 99
print(p1, p2)
let points = [p1, p2]
var copy = points
copy[0].y = -1
print(points.map(\.y), copy.map(\.y))
