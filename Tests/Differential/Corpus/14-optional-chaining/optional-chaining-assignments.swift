// Optional chaining on assignment, subscripts, method calls returning Void?, and ?? chains.
final class Room { var name: String; init(_ n: String) { name = n } }
final class House { var rooms: [Room] = []; var owner: Person? }
final class Person { var name = "Elvin"; var house: House?; func greet() { print("salam, \(name)") } }
let person = Person()
let result: Void? = person.house?.owner?.greet()
print(result == nil)
person.house = House()
person.house?.rooms.append(Room("mətbəx"))
person.house?.rooms[0].name += " (böyük)"
print(person.house?.rooms.first?.name ?? "no room")
person.house?.owner = person
let greeted: Void? = person.house?.owner?.greet()
print(greeted != nil)
let missing: House? = nil
print(missing?.rooms.count ?? -1, missing?.owner?.house?.rooms.first?.name ?? person.house?.rooms.last?.name ?? "none")
person.house?.owner = nil
