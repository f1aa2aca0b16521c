// Consecutive async let lines, each its own binding, awaited together
func fetch(_ name: String, _ value: Int) async -> Int {
    value * 10
}
async let first = fetch("a", 1)
async let second = fetch("b", 2)
async let third = fetch("c", 3)
let sum = await first + second + third
print("sum:", sum)
print(await first, await second, await third)
