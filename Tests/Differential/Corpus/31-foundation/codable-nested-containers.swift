// Codable with nested containers: flattening a nested JSON object into a struct and encoding it back.
import Foundation

struct Weather: Codable {
    let city: String
    let temperature: Double
    let humidity: Int
    let conditions: [String]

    enum RootKeys: String, CodingKey { case location, current }
    enum LocationKeys: String, CodingKey { case name }
    enum CurrentKeys: String, CodingKey { case temp = "temp_c", humidity, conditions = "weather" }
    enum ConditionKeys: String, CodingKey { case main }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        let location = try root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        city = try location.decode(String.self, forKey: .name)
        let current = try root.nestedContainer(keyedBy: CurrentKeys.self, forKey: .current)
        temperature = try current.decode(Double.self, forKey: .temp)
        humidity = try current.decodeIfPresent(Int.self, forKey: .humidity) ?? 0
        var list = try current.nestedUnkeyedContainer(forKey: .conditions)
        var names: [String] = []
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: ConditionKeys.self)
            names.append(try item.decode(String.self, forKey: .main))
        }
        conditions = names
    }

    func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: RootKeys.self)
        var location = root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(city, forKey: .name)
        var current = root.nestedContainer(keyedBy: CurrentKeys.self, forKey: .current)
        try current.encode(temperature, forKey: .temp)
        try current.encode(humidity, forKey: .humidity)
        var list = current.nestedUnkeyedContainer(forKey: .conditions)
        for name in conditions {
            var item = list.nestedContainer(keyedBy: ConditionKeys.self)
            try item.encode(name, forKey: .main)
        }
    }
}

let json = """
{"location": {"name": "Gəncə", "country": "AZ"},
 "current": {"temp_c": 21.5, "weather": [{"main": "Bulutlu"}, {"main": "Rüzgarlı"}]}}
"""
let weather = try JSONDecoder().decode(Weather.self, from: Data(json.utf8))
print(weather.city, weather.temperature, weather.humidity, weather.conditions)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(weather), as: UTF8.self))
encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode([weather]), as: UTF8.self))
