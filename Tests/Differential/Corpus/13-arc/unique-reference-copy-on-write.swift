// isKnownUniquelyReferenced and reference counting through copies of a class reference.
final class Buffer { var bytes: [UInt8] = [1, 2, 3] }
struct Wrapper {
    var storage = Buffer()
    mutating func append(_ b: UInt8) {
        if !isKnownUniquelyReferenced(&storage) {
            print("copying storage before write")
            let copy = Buffer()
            copy.bytes = storage.bytes
            storage = copy
        }
        storage.bytes.append(b)
    }
}
var first = Wrapper()
first.append(4)
var second = first
second.append(5)
print(first.storage.bytes, second.storage.bytes)
second.append(6)
print(second.storage.bytes)
