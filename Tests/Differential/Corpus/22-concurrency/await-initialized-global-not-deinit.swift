// An object held by a global initialised with `await` is never deinitialised.
final class Session { deinit { print("deinit") } }
func make() async -> Session { Session() }
let session = await make()
print("end")
