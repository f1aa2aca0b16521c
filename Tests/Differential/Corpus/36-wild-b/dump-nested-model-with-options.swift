// dump of a nested app model with name:, indent: and maxDepth:, as a debugging article shows.
struct Address { var city: String; var zip: String }
struct Customer {
    var name: String
    var address: Address
    var tags: [String]
    var vip: Bool?
}
enum Order { case pending(Customer), shipped(Customer, trackingNumber: String) }

let ada = Customer(name: "Ada", address: Address(city: "London", zip: "N1"), tags: ["early", "math"], vip: true)
dump(ada, name: "customer")
dump(ada, name: "shallow", maxDepth: 1)
dump(Order.shipped(ada, trackingNumber: "ZX-9"), name: "order", indent: 2, maxDepth: 2)
dump([ada.address], name: "addresses", maxItems: 4)
