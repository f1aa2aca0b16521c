// Protocol composition (Named & Aged), typealias of a composition and class-bound composition.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))
typealias Member = Named & Aged
let members: [Member] = [Person(name: "Aynur", age: 33), Person(name: "Selim", age: 27)]
print(members.map(\.name), members.map(\.age).reduce(0, +))
class Location { var latitude: Double; var longitude: Double; init(_ la: Double, _ lo: Double) { latitude = la; longitude = lo } }
class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) { self.name = name; super.init(latitude, longitude) }
}
func beginConcert(in location: Location & Named) { print("Hello, \(location.name)! (\(location.latitude))") }
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))
