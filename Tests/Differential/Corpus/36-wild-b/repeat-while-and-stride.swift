// repeat-while, stride(from:to:by:) and stride(through:) as a beginner course exercise.
var balance = 1000.0
var years = 0
repeat {
    balance *= 1.05
    years += 1
} while balance < 1500
print("years to 1500:", years, "balance:", (balance * 100).rounded() / 100)
print(Array(stride(from: 10, to: 0, by: -3)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
for angle in stride(from: 0, through: 360, by: 90) { print(angle, terminator: angle < 360 ? " → " : "\n") }
var countdown = 3
while countdown > 0 { print(countdown, terminator: "... "); countdown -= 1 }
print("liftoff")
import Foundation
