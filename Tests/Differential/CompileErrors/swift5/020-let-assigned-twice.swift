// main.swift — a let declared without a value may be set only once
let status: String
let isLoggedIn = true

if isLoggedIn {
    status = "Welcome back"
}
status = "Please sign in"
print(status)
