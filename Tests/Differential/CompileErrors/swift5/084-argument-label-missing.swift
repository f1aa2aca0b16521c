// main.swift — calling a function without its argument label
func move(from start: Int, to end: Int) -> Int {
    end - start
}

let distance = move(2, to: 10)
print(distance)
