// main.swift — a Double argument where the initialiser expects an Int
struct Temperature {
    var celsius: Int
}

let today = Temperature(celsius: 21.5)
print(today.celsius)
