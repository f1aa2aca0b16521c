// main.swift — a global var in another type's static storage is not concurrency-safe
// compiles in Swift 5
struct AppConfig {
    static var apiVersion = 2
}

AppConfig.apiVersion = 3
print(AppConfig.apiVersion)
