// Custom init(from:) and encode(to:) with nested containers, checked by a sorted-keys round trip.
import Foundation
struct Coordinate: Codable, Equatable {
    var latitude: Double, longitude: Double
    enum CodingKeys: String, CodingKey { case location }
    enum LocationKeys: String, CodingKey { case lat, lng }
    init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
    init(from decoder: Decoder) throws {
        let outer = try decoder.container(keyedBy: CodingKeys.self)
        let inner = try outer.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try inner.decode(Double.self, forKey: .lat)
        longitude = try inner.decode(Double.self, forKey: .lng)
    }
    func encode(to encoder: Encoder) throws {
        var outer = encoder.container(keyedBy: CodingKeys.self)
        var inner = outer.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try inner.encode(latitude, forKey: .lat)
        try inner.encode(longitude, forKey: .lng)
    }
}
let baku = Coordinate(latitude: 40.4, longitude: 49.9)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(baku)
print(String(decoding: data, as: UTF8.self))
let back = try JSONDecoder().decode(Coordinate.self, from: data)
print(back == baku, back.latitude)
