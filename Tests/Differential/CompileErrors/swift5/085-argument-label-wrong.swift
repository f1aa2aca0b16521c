// main.swift — an argument label that the function does not have
func sendMessage(_ text: String, to recipient: String) {
    print("\(recipient): \(text)")
}

sendMessage("Hi", recipient: "Maya")
sendMessage(text: "Bye", to: "Maya")
