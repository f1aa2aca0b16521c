// Generator edge: deferred let object deinit at exit
final class Session {
    deinit { print("deinit") }
}
let session: Session
session = Session()
print("end")
