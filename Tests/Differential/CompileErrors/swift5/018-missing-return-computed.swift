// main.swift — a multi-statement computed property needs an explicit return
struct Rectangle {
    var width: Double
    var height: Double

    var area: Double {
        let result = width * height
        result
    }
}

print(Rectangle(width: 2, height: 3).area)
