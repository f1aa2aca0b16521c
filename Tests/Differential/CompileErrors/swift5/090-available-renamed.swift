// main.swift — an API renamed with @available offers the new name
struct Formatter {
    @available(*, unavailable, renamed: "format(_:)")
    func stringify(_ value: Double) -> String { "" }

    func format(_ value: Double) -> String { String(value) }
}

print(Formatter().stringify(3.5))
