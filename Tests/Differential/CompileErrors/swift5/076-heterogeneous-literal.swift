// main.swift — a mixed array literal needs an explicit type
let mixed = [1, "two", 3.0]
print(mixed.count)
