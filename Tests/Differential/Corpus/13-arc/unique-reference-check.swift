// isKnownUniquelyReferenced on globals and locals before and after copies, driving copy-on-write.
final class Storage { var values: [Int]; init(_ v: [Int]) { values = v } }
struct Buffer {
    private var storage = Storage([])
    var values: [Int] { storage.values }
    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            print("copying storage before append \(v)")
            storage = Storage(storage.values)
        }
        storage.values.append(v)
    }
}
var a = Buffer()
a.append(1)
var b = a
b.append(2)
a.append(3)
print(a.values, b.values)
var shared = Storage([9])
print(isKnownUniquelyReferenced(&shared))
let other = shared
print(isKnownUniquelyReferenced(&shared), other.values)
