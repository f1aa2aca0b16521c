// Typed throws: a throws(E) function, a generic function forwarding the error type, and do/catch inference.
enum PinError: Error { case tooShort(Int), notDigits }
func validate(pin: String) throws(PinError) -> Int {
    guard pin.count >= 4 else { throw .tooShort(pin.count) }
    guard let n = Int(pin) else { throw .notDigits }
    return n
}
func attempt<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T { try body() }
for pin in ["12", "12a4", "2468"] {
    do {
        let n = try attempt { () throws(PinError) -> Int in try validate(pin: pin) }
        print("ok", n)
    } catch {
        switch error {
        case .tooShort(let n): print("too short:", n)
        case .notDigits: print("not digits")
        }
    }
}
let r = Result { () throws(PinError) -> Int in try validate(pin: "9999") }
print(r)
