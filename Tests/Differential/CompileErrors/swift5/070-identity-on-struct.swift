// main.swift — identity comparison with === only works on class instances
struct Song {
    let title: String
}

let a = Song(title: "Clocks")
let b = a
print(a === b)
