// Whether Double is Identifiable in a program of its own (pair: -1 declared it elsewhere)
let value: Any = 3.5
print(value is any Identifiable)
let mixed: [Any] = [1, "a", 2.5]
print(mixed.map { $0 is any Identifiable })
print("end")
