// expect: trap "Unexpectedly found nil while unwrapping an Optional value" — a force unwrap of nil.
let settings: [String: String] = ["theme": "dark"]
print("theme:", settings["theme"]!)
print("language:", settings["language"]!)
print("unreachable")
