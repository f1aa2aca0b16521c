// if #available and #unavailable at top level, with @available on top-level functions
@available(macOS 10.15, *)
func modernGreeting() -> String { "modern hello" }

@available(*, deprecated, message: "use modernGreeting")
func oldGreeting() -> String { "old hello" }

if #available(macOS 10.15, iOS 13, *) {
    print(modernGreeting())
} else {
    print("fallback")
}
if #unavailable(macOS 99) {
    print("unavailable branch taken")
}
guard #available(macOS 10.15, *) else {
    fatalError("unreachable")
}
let g = modernGreeting()
print(g.uppercased())
@available(swift 5.0)
func fiveOnly() -> Int { 5 }
print(fiveOnly())
