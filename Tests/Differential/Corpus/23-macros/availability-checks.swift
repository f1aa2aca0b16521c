// #available and #unavailable checks at run time, and @available attributes on declarations.
@available(*, deprecated, message: "use newGreeting()")
func oldGreeting() -> String { "hi" }
func newGreeting() -> String { "merhaba" }
@available(swift 5.0)
func modern() -> String { "available since Swift 5" }
if #available(macOS 10.15, iOS 13, *) {
    print("async/await era APIs available")
} else {
    print("older platform")
}
if #unavailable(iOS 1) {
    print("ancient iOS")
} else {
    print("not ancient")
}
print(newGreeting(), modern())
