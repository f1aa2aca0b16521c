// expect: trap "Precondition failed: age must not be negative" — precondition with a message.
struct Person {
    let age: Int
    init(age: Int) {
        precondition(age >= 0, "age must not be negative")
        self.age = age
    }
}
print(Person(age: 30).age)
print(Person(age: -1).age)
