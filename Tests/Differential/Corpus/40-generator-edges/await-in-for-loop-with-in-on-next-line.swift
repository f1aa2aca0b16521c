// Generator edge: await in for loop with in on next line
func square(_ n: Int) async -> Int { n * n }
for value
    in [3, 4] {
    print(await square(value))
}
