// Key paths printed directly and through their types, with nested and optional-chained components.
struct Address { var city: String; var zip: String? }
struct Customer { var name: String; var address: Address; var tags: [String] }
let nameKey = \Customer.name
let cityKey = \Customer.address.city
let zipKey = \Customer.address.zip?.count
print(type(of: nameKey))
print(type(of: zipKey))
print(nameKey == \Customer.name, cityKey == \Customer.address.city)
let c = Customer(name: "Orxan", address: Address(city: "Bakı", zip: nil), tags: ["vip"])
print(c[keyPath: cityKey], c[keyPath: zipKey] as Any, c[keyPath: \.tags[0]])
let partial: PartialKeyPath<Customer> = cityKey
print(type(of: partial), partial is KeyPath<Customer, String>)
