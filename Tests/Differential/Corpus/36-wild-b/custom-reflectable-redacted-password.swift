// CustomReflectable hiding a password from dump and Mirror, while print uses the default form.
struct Credentials: CustomReflectable {
    var user: String
    var password: String
    var customMirror: Mirror {
        Mirror(self, children: ["user": user, "password": String(repeating: "•", count: password.count)],
               displayStyle: .struct)
    }
}
struct Session { var credentials: Credentials; var expiresIn: Int }

let session = Session(credentials: Credentials(user: "kai", password: "hunter2"), expiresIn: 3600)
dump(session)
print(session)
for child in Mirror(reflecting: session.credentials).children {
    print(child.label!, "=", child.value)
}
debugPrint(session.credentials)
