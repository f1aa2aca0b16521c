// A body-less @_silgen_name function followed by a top-level defer and code after it
@_silgen_name("swift_retainCount") func strongCount(_ object: AnyObject) -> Int
defer { print("top-level code ended") }

class Resource { let name: String; init(name: String) { self.name = name } }
var resources = [Resource(name: "a")]
let first = resources[0]
resources.append(first)
print("counted:", strongCount(first) >= 2)
print("resources:", resources.map(\.name))
