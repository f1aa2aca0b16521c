// main.swift — a parameter without a default value must be passed
struct Order {
    var item: String
    var quantity: Int
}

func place(_ order: Order, express: Bool) -> String {
    express ? "express: \(order.item)" : order.item
}

print(place(Order(item: "lamp", quantity: 1)))
