// Checking protocol conformance at runtime with is and as? on values of different types.
protocol HasArea { var area: Double { get } }
struct Circle: HasArea { var radius: Double; var area: Double { 3.0 * radius * radius } }
struct Country: HasArea { var area: Double }
struct Animal { var legs: Int }
let objects: [Any] = [Circle(radius: 2.0), Country(area: 243_610), Animal(legs: 4)]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
print(objects.filter { $0 is HasArea }.count)
print(objects.map { $0 is CustomStringConvertible })
