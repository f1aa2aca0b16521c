// main.swift — a switch over an enum must handle every case
enum TrafficLight {
    case red, yellow, green
}

func action(for light: TrafficLight) -> String {
    switch light {
    case .red:
        return "Stop"
    case .green:
        return "Go"
    }
}

print(action(for: .yellow))
