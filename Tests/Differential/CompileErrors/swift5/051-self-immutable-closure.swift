// main.swift — self is immutable inside a non-mutating struct method
struct Thermostat {
    var target = 20

    func reset() {
        self = Thermostat()
    }
}

var thermostat = Thermostat()
thermostat.reset()
print(thermostat.target)
