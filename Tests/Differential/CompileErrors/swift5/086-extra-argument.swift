// main.swift — passing more arguments than the function takes
func area(width: Double, height: Double) -> Double {
    width * height
}

print(area(width: 2, height: 3, depth: 4))
