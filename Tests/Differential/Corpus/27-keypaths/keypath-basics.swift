// Key paths: reading and writing through \Type.property, appending paths and optional chaining.
struct Address { var city: String; var zip: String? }
struct User { var name: String; var age: Int; var address: Address }
var user = User(name: "Ayşe", age: 30, address: Address(city: "İzmir", zip: nil))
let nameKP = \User.name
let cityKP = \User.address.city
print(user[keyPath: nameKP], user[keyPath: cityKP])
user[keyPath: \User.age] += 1
user[keyPath: cityKP] = "Ankara"
print(user.age, user.address.city)
let addressKP = \User.address
let zipKP = addressKP.appending(path: \Address.zip)
print(user[keyPath: zipKP] as Any)
let zipCount = \User.address.zip?.count
print(user[keyPath: zipCount] as Any)
user.address.zip = "06100"
print(user[keyPath: zipCount] as Any)
