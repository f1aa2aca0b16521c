// Sendable structs and a final class with only lets, passed into child tasks.
struct Coordinates: Sendable, Hashable { var lat: Double; var lon: Double }
final class Route: Sendable {
    let name: String
    let stops: [Coordinates]
    init(name: String, stops: [Coordinates]) { self.name = name; self.stops = stops }
}

func length(of route: Route) async -> Double {
    zip(route.stops, route.stops.dropFirst()).reduce(0) { sum, leg in
        sum + abs(leg.1.lat - leg.0.lat) + abs(leg.1.lon - leg.0.lon)
    }
}

let routes = [Route(name: "north", stops: [.init(lat: 0, lon: 0), .init(lat: 2, lon: 1)]),
              Route(name: "loop", stops: [.init(lat: 1, lon: 1), .init(lat: 1, lon: 3), .init(lat: 0, lon: 3)])]
let lengths = await withTaskGroup(of: (String, Double).self) { group in
    for route in routes { group.addTask { (route.name, await length(of: route)) } }
    return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
}
for key in lengths.keys.sorted() { print(key, lengths[key]!) }
