// Country and City: unowned property plus an implicitly unwrapped optional initialised in phase two.
class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("country \(name) gone") }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) { self.name = name; self.country = country }
    deinit { print("city \(name) gone") }
}
func visit() {
    let country = Country(name: "Azərbaycan", capitalName: "Bakı")
    print("\(country.name)'s capital city is called \(country.capitalCity.name)")
    print(country.capitalCity.country.name)
}
visit()
print("after visit")
