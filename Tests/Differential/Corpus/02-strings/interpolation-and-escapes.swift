// String interpolation with expressions, escapes, raw strings and extended delimiters.
let multiplier = 3
let message = "\(multiplier) times 2.5 is \(Double(multiplier) * 2.5)"
print(message)
print("Tab\there, quote \"inside\", backslash \\ and a unicode \u{2665}")
print(#"Write an interpolated string as "\(multiplier)" in raw form"#)
print(#"Raw with interpolation: \#(multiplier * 10)"#)
print(##"Double hash "#" stays"##)
let items = ["pen", "ink"]
print("Items: \(items), count: \(items.count), first: \(items.first ?? "none")")
let optional: Int? = 7
print("Optional prints as \(String(describing: optional))")
print("Nested \("quotes \("inside")")")
print("Empty: [\("")] and spaces: [\(String(repeating: " ", count: 3))]")
