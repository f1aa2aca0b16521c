// main.swift — an optional Int cannot be used where an Int is needed
let scores = ["ana": 90, "ben": 75]

let anaScore = scores["ana"]
let total = anaScore + 10
print(total)
