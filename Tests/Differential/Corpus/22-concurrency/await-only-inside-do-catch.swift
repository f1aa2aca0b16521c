// Top-level code whose only awaits sit inside do/catch and a for loop, as in many async tutorials.
struct WeatherService {
    func temperature(for city: String) async throws -> Double {
        await Task.yield()
        guard city != "Atlantis" else { throw URLErrorLike.notFound(city) }
        return Double(city.count) * 2.5
    }
}
enum URLErrorLike: Error { case notFound(String) }

let service = WeatherService()
do {
    let t = try await service.temperature(for: "Bakı")
    print("Bakı: \(t)°")
} catch {
    print("failed:", error)
}
for city in ["İzmir", "Atlantis"] {
    if let t = try? await service.temperature(for: city) { print(city, t) } else { print(city, "unknown") }
}
