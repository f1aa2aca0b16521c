// Generator edge: generic attribute arguments
@resultBuilder
enum ListBuilder<Element> { static func buildBlock(_ items: Element...) -> [Element] { items } }
@ListBuilder<String>
func dishes() -> [String] { "soup"; "salad" }
print(dishes())
