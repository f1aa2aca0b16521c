// a global object declared in an #if region with a statement is never deinitialised at exit
final class Res { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
#if os(Linux) || os(macOS)
let held = Res("global")
print("created", held.n)
#endif
print("end")
