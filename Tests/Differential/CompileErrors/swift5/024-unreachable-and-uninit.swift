// main.swift — code after return is unreachable, and a later read is uninitialised
func describe(_ value: Int) -> String {
    let label: String
    if value > 0 {
        return "positive"
        print("never printed")
    }
    return label
}

print(describe(3))
