// an extension and a protocol in an #if region that also holds a statement
#if os(Linux) || os(macOS)
protocol Greets { func hi() -> String }
extension Int: Greets { func hi() -> String { "hi \(self)" } }
print("inside")
#endif
print(3.hi())
