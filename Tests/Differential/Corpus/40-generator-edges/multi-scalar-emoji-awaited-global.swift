// Generator edge: multi scalar emoji awaited global
func wave() async -> String { "hello" }
let 👋🏽 = await wave()
func greet() -> String { 👋🏽 }
print(greet())
