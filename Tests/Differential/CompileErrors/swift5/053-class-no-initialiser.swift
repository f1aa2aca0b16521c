// main.swift — a class with stored properties without defaults needs an initialiser
class User {
    var name: String
    var email: String
    var isAdmin = false
}

let user = User()
print(user.name)
