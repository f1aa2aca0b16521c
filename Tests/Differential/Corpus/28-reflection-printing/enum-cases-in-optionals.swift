// Printing enum cases directly, inside Optionals, arrays and dictionaries: module-qualified names appear.
enum Tab { case home, search, settings }
enum Status: String { case active, banned }
let selected: Tab? = .settings
print(Tab.home)
print(selected as Any)
print(String(describing: selected))
print([Tab.home, .search])
print([Tab?.none, .some(.search)])
print(Status.active, Optional(Status.banned) as Any)
print(["tab": Tab.search])
debugPrint(Tab.home)
print("\(Tab.settings) / \(String(describing: Optional(Tab.home)))")
