// Generic types nested in generic types, printed through every path.
struct Outer<T> {
    struct Inner<U> { var t: T; var u: U }
    enum Kind { case a(T), b }
    class Box { var value: T; init(_ v: T) { value = v } }
}
let inner = Outer<Int>.Inner(t: 1, u: "x")
print(inner)
debugPrint(inner)
print(String(reflecting: type(of: inner)))
print(type(of: inner))
let k: Outer<String>.Kind = .a("hi")
print(k, String(reflecting: k))
print(Outer<Double>.Box(2.5))
dump(inner)
dump(Outer<Int>.Kind.b)
print([inner] as [Any])
print(Optional(k) as Any)
