// main.swift — passing an optional String where a String is expected
func welcome(_ name: String) -> String {
    "Welcome, \(name)"
}

let input: String? = readLine()
print(welcome(input))
