// main.swift — a key path to an actor-isolated property cannot be formed outside the actor
// fails the same way in Swift 5
actor Library {
    var titles: [String] = ["Dune"]
}

func titlesPath() -> KeyPath<Library, [String]> {
    \Library.titles
}
