// Default property values, optional properties starting nil, and a constant set in init.
class SurveyQuestion {
    let text: String
    var response: String?
    var asked = false
    init(text: String) { self.text = text }
    func ask() { asked = true; print(text) }
}
let cheeseQuestion = SurveyQuestion(text: "Do you like cheese?")
cheeseQuestion.ask()
cheeseQuestion.response = "Yes, I do like cheese."
print(cheeseQuestion.response ?? "no answer", cheeseQuestion.asked)
let beetsQuestion = SurveyQuestion(text: "How about beets?")
print(beetsQuestion.response as Any, beetsQuestion.asked)
struct Fahrenheit {
    var temperature = 32.0
}
print("The default temperature is \(Fahrenheit().temperature)° Fahrenheit")
struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) { temperatureInCelsius = (fahrenheit - 32.0) / 1.8 }
    init(fromKelvin kelvin: Double) { temperatureInCelsius = kelvin - 273.15 }
    init(_ celsius: Double) { temperatureInCelsius = celsius }
}
print(Celsius(fromFahrenheit: 212.0).temperatureInCelsius, Celsius(fromKelvin: 273.15).temperatureInCelsius, Celsius(37).temperatureInCelsius)
