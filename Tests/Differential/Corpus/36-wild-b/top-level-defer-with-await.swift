// A top-level defer runs at the very end, after the awaits that follow it.
func step(_ name: String) async -> String {
    await Task.yield()
    return name.uppercased()
}

defer { print("cleanup ran last") }
print("begin")
let first = await step("load")
defer { print("inner defer after", first) }
print(first)
print(await step("save"))
