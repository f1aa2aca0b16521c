// A global declared in an #if region initialises where it stands, between the statements around it.
func make(_ name: String) -> String { print("made", name); return name }
print("before")
#if os(Linux) || os(macOS)
let chosen = make("unix")
#else
let chosen = make("other")
#endif
print("after")
print(chosen)
#if DEBUG
let unused = make("debug")
#endif
