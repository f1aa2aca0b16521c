// @dynamicMemberLookup with string members and with key paths forwarding to a wrapped value.
@dynamicMemberLookup
struct JSONObject {
    var storage: [String: Any]
    subscript(dynamicMember member: String) -> Any? { storage[member] }
}
let json = JSONObject(storage: ["name": "Kamal", "age": 41])
print(json.name as Any, json.age as Any, json.missing as Any)
struct Person { var name: String; var city: String }
@dynamicMemberLookup
struct Observed<T> {
    private(set) var value: T
    private(set) var reads = 0
    init(_ value: T) { self.value = value }
    subscript<V>(dynamicMember kp: WritableKeyPath<T, V>) -> V {
        get { value[keyPath: kp] }
        set { print("set \(kp == \Person.name as AnyKeyPath ? "name" : "other")"); value[keyPath: kp] = newValue }
    }
}
var person = Observed(Person(name: "Nilay", city: "Bursa"))
print(person.name, person.city)
person.name = "Nilay Su"
person.city = "Gəncə"
print(person.value)
