// main.swift — a misspelled member offers no fix, only an error
struct Weather {
    var temperature: Double
    var isRaining: Bool
}

let today = Weather(temperature: 18.5, isRaining: false)
print(today.temprature)
print(today.isRainy)
