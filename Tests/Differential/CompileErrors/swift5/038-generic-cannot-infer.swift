// main.swift — a generic parameter that appears only in the result cannot be inferred
func makeEmpty<T>() -> [T] {
    []
}

let list = makeEmpty()
print(list.count)
