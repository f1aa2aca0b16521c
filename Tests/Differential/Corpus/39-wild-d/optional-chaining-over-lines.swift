// Optional chaining, nil-coalescing and flatMap chains broken over lines
struct Address { var city: String?; var zip: String? }
struct User { var name: String; var address: Address? }
let users = [User(name: "ann", address: Address(city: "Oslo", zip: nil)), User(name: "bo", address: nil)]
let city = users.first?
    .address?
    .city?
    .uppercased()
    ?? "unknown"
let zip = users.first?.address?.zip
    ?? users.last?.address?.zip
    ?? "no zip"
let lengths = users
    .compactMap { $0.address?.city }
    .map(\.count)
print(city, zip, lengths)
print(users.last?.address?.city?.count as Any, users.map { $0.address?.city ?? "-" })
