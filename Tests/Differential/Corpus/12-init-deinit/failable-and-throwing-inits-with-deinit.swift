// Failable and throwing initialisers in a class hierarchy: what gets deinitialised when init fails.
enum ValidationError: Error { case emptyName, tooYoung(Int) }

class Person {
    let name: String
    init?(name: String) {
        guard !name.isEmpty else { print("  Person init failed"); return nil }
        self.name = name
        print("  Person(\(name)) created")
    }
    deinit { print("  Person(\(name)) deinit") }
}

final class Employee: Person {
    let age: Int
    init(name: String, age: Int) throws {
        guard age >= 18 else { throw ValidationError.tooYoung(age) }
        self.age = age
        guard let _ = Optional(name), !name.isEmpty else { throw ValidationError.emptyName }
        super.init(name: name)!
        print("  Employee(\(name), \(age)) created")
    }
    deinit { print("  Employee(\(name)) deinit") }
}

print("failable:")
let nobody = Person(name: "")
print(nobody == nil)
if let someone = Person(name: "Ülkü") { print("  got", someone.name) }

print("throwing:")
for (name, age) in [("Rəşad", 30), ("Cem", 16), ("", 40)] {
    do {
        let e = try Employee(name: name, age: age)
        print("  hired", e.name)
    } catch {
        print("  error:", error)
    }
}
let maybe = try? Employee(name: "Aylin", age: 25)
print("optional employee:", maybe?.name ?? "none")
print("done")
