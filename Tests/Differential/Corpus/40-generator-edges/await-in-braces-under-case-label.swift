// Generator edge: await in braces under case label
func run() async -> String { "ran" }
switch 1 {
case 1:
    for _ in 0..<1 { print(await run()) }
default: break
}
