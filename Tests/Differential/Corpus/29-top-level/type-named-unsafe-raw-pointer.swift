// a program type named UnsafeMutableRawPointer
struct UnsafeMutableRawPointer { let id: Int }
print(UnsafeMutableRawPointer(id: 3).id)
let done = "end"
print(done)
