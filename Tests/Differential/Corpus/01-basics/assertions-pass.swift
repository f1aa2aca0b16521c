// Assertions and preconditions that hold, printing between them.
let age = 3
assert(age >= 0, "A person's age can't be less than zero.")
print("age ok:", age)
let index = 2
let items = ["a", "b", "c"]
precondition(index < items.count, "Index out of range")
print("item:", items[index])
func divide(_ a: Int, by b: Int) -> Int {
    precondition(b != 0, "division by zero")
    return a / b
}
print(divide(10, by: 3))
assert(true)
print("done")
