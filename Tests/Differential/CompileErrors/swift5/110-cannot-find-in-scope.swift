// main.swift — a variable declared inside an if block is out of scope afterwards
let temperature = 31

if temperature > 25 {
    let advice = "Stay hydrated"
    print(advice)
}
print(advice)
