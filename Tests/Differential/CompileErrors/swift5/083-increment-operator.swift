// main.swift — Swift has no ++ operator
var attempts = 0
while attempts < 3 {
    print("attempt \(attempts)")
    attempts++
}
