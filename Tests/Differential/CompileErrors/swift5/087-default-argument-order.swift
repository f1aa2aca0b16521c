// main.swift — defaulted arguments may be skipped, but not reordered
func makeCoffee(size: String = "medium", milk: Bool = false, sugar: Int = 0) -> String {
    "\(size) coffee, milk: \(milk), sugar: \(sugar)"
}

print(makeCoffee(milk: true))
print(makeCoffee(sugar: 2, size: "large"))
