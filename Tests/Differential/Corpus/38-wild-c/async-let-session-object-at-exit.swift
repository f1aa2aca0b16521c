// Two sessions opened with top-level async let; one is awaited, both print in deinit if they are ever released.
// (Opening prints nothing: the child task and the main task open theirs concurrently, in either order.)
final class Session {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("close", name) }
}
func connect(_ name: String) async -> Session { Session(name) }
async let primary = connect("primary")
let mirror = await connect("mirror")
let first = await primary
print("using", first.name, "and", mirror.name)
print("end of program")
