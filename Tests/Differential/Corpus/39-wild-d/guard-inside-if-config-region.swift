// A guard statement inside a #if region that also declares a global; a function reads the guard's name
#if os(Linux) || os(macOS)
guard let home = Optional("/home/swift") else { fatalError("no home") }
let platform = "unix"
#else
let platform = "other"
let home = "C:\\"
#endif
func describe() -> String { "\(platform) home \(home)" }
print(describe())
