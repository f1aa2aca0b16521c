// main.swift — memberwise initialiser arguments follow the property order and labels
struct Contact {
    var firstName: String
    var lastName: String
    var phone: String?
}

let contact = Contact(lastName: "Lovelace", firstName: "Ada")
print(contact.firstName)
