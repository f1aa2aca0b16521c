// main.swift — a closure's body must produce the type its signature promises
let isEven: (Int) -> Bool = { number in
    number % 2
}

let evens = (1...10).filter(isEven)
print(evens)
