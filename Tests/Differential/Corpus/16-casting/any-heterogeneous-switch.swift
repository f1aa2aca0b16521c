// Switching over [Any] with type patterns for program types, optionals, tuples, functions and protocols.
protocol Animal { var sound: String { get } }
struct Dog: Animal { let name: String; var sound: String { "hav" } }
final class Cat: Animal { var sound: String { "miyav" } }
enum Signal { case green, red }

let things: [Any] = [
    42, 3.5, "kedi", Dog(name: "Karabaş"), Cat(), Signal.red, (1, "bir"),
    Optional<Int>.none as Any, Optional(7) as Any, { (x: Int) in x * 2 }, [1, 2, 3], ["a": 1], Int.self,
]

for thing in things {
    switch thing {
    case 0 as Int: print("zero")
    case let n as Int where n > 10: print("big int \(n)")
    case let d as Double: print("double \(d)")
    case let s as String: print("string \(s) of \(s.count)")
    case let dog as Dog: print("dog \(dog.name) says \(dog.sound)")
    case let animal as Animal: print("some animal says \(animal.sound), a \(type(of: animal))")
    case let signal as Signal: print("signal \(signal)")
    case let (n, s) as (Int, String): print("pair \(n) \(s)")
    case let f as (Int) -> Int: print("function gives \(f(21))")
    case let list as [Int]: print("ints summing to \(list.reduce(0, +))")
    case let dict as [String: Int]: print("dictionary \(dict)")
    case let meta as Any.Type: print("metatype \(meta)")
    case Optional<Any>.none: print("nil inside Any")
    default: print("other \(thing)")
    }
}
let animals = things.compactMap { $0 as? Animal }
print(animals.map(\.sound), things.filter { $0 is Signal }.count)
print(things[3] as? Cat as Any, (things[4] as AnyObject) is Cat)
