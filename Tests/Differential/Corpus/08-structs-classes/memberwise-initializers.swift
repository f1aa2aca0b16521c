// Memberwise initialisers with defaults, and a custom init in an extension keeping the memberwise one.
struct Size { var width = 0.0, height = 0.0 }
let twoByTwo = Size(width: 2.0, height: 2.0)
let zeroByTwo = Size(height: 2.0)
let zeroByZero = Size()
print(twoByTwo, zeroByTwo, zeroByZero)
struct User {
    let id: Int
    var name: String
    var isAdmin = false
}
extension User {
    init(guestNumber: Int) { self.init(id: -guestNumber, name: "guest\(guestNumber)") }
}
print(User(id: 1, name: "Ayşe"))
print(User(id: 2, name: "Kamran", isAdmin: true))
print(User(guestNumber: 7))
