// main.swift — a closure given to map must take exactly one argument
let prices = [4.0, 10.0, 2.5]

let withTax = prices.map { price, rate in
    price * rate
}
print(withTax)
