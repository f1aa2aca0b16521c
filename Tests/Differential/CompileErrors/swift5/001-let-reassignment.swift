// main.swift — a let constant cannot change after it is set
let maximumScore = 100
var currentScore = 42

currentScore += 10
maximumScore = 120

print("Score: \(currentScore) of \(maximumScore)")
