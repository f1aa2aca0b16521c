// Constants and variables: let, var, type inference and explicit annotations.
let maximumLoginAttempts = 10
var currentLoginAttempt = 0
var x = 0.0, y = 0.0, z = 0.0
var welcomeMessage: String
welcomeMessage = "Hello"
var red, green, blue: Double
red = 1; green = 0.5; blue = 0.25
currentLoginAttempt += 3
x = 1.5
print("attempts: \(currentLoginAttempt) of \(maximumLoginAttempts)")
print(welcomeMessage, x, y, z)
print("rgb", red, green, blue, separator: " | ")
let 🐶🐮 = "dogcow"
print(🐶🐮)
