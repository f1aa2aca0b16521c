// Objects still held by top-level variables at exit print no deinit; a released one does.
final class Session {
    let user: String
    init(user: String) { self.user = user; print("session for \(user) started") }
    deinit { print("session for \(user) ended") }
}
let admin = Session(user: "admin")
var guest: Session? = Session(user: "guest")
var visitors = [Session(user: "v1"), Session(user: "v2")]
guest = nil
visitors.removeFirst()
print("admin is \(admin.user), visitors left: \(visitors.map(\.user))")
print("exiting; admin and v2 stay alive until the process ends")
