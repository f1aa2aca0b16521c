// Wrapping a completion-handler "SDK" with withCheckedThrowingContinuation, as a migration guide shows.
import Foundation

struct WeatherSDK {
    enum Failure: Error { case unknownCity(String) }
    let queue = DispatchQueue(label: "sdk.callbacks")
    func temperature(for city: String, completion: @escaping (Result<Double, Failure>) -> Void) {
        queue.async {
            let table = ["Oslo": -3.5, "Lima": 19.25]
            if let t = table[city] { completion(.success(t)) } else { completion(.failure(.unknownCity(city))) }
        }
    }
}

extension WeatherSDK {
    func temperature(for city: String) async throws -> Double {
        try await withCheckedThrowingContinuation { continuation in
            temperature(for: city) { continuation.resume(with: $0) }
        }
    }
}

let sdk = WeatherSDK()
for city in ["Oslo", "Lima", "Atlantis"] {
    do {
        let t = try await sdk.temperature(for: city)
        print(city, String(format: "%.1f°C", t))
    } catch {
        print(city, "failed:", error)
    }
}
