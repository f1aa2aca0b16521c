// main.swift — a String cannot be concatenated with an Int
let lives = 3
let message = "Lives left: " + lives
print(message)
