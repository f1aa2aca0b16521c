// a top-level guard let binding used later by functions and types declared below it
let table = ["alpha": 1, "beta": 2]
guard let betaValue = table["beta"] else {
    fatalError("missing")
}
guard case let first? = table.keys.sorted().first else { fatalError() }
func useBound() -> String { "beta is \(betaValue), first is \(first)" }
func doubled() -> Int { betaValue * 2 }
print(useBound())
print(doubled())
if let alpha = table["alpha"], alpha < betaValue {
    print("alpha below beta:", alpha)
}
let closure = { betaValue + 100 }
print(closure())
