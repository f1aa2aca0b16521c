// main.swift — a variable is read before it has a value on every path
func shippingCost(for weight: Double) -> Double {
    var cost: Double
    if weight > 10 {
        cost = 15
    } else if weight > 2 {
        cost = 8
    }
    return cost
}

print(shippingCost(for: 5))
