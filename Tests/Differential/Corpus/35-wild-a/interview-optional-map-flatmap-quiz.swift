// iOS interview quiz: map vs flatMap vs compactMap on optionals and arrays, nil-coalescing chains, if-let forms.
let strings = ["1", "2", "three", "4", nil]

print(strings.map { $0.flatMap(Int.init) })
print(strings.compactMap { $0 }.compactMap(Int.init))
print([[1, 2], [3], []].flatMap { $0 })

let maybeNumber: String? = "42"
let viaMap: Int?? = maybeNumber.map(Int.init)
let viaFlatMap: Int? = maybeNumber.flatMap(Int.init)
print(viaMap as Any, viaFlatMap as Any)
print(String(describing: viaMap), String(reflecting: viaFlatMap))

let nothing: String? = nil
print(nothing.map { $0.count } ?? -1, nothing?.count ?? -2)

let nested: Int?? = .some(nil)
if case .some(.none) = nested { print("some(none) is not nil:", nested != nil) }
let firstReal = [nil, nil, 3, nil, 5].lazy.compactMap { $0 }.first
print(firstReal as Any)

struct Profile { var nickname: String?; var friends: [Profile] = [] }
let me = Profile(nickname: nil, friends: [Profile(nickname: "ceyhun"), Profile(nickname: nil)])
print(me.nickname ?? me.friends.first?.nickname ?? "anonymous")
print(me.friends.compactMap(\.nickname), me.friends.map(\.nickname))
if let name = me.friends.first?.nickname, name.count > 3 { print("long name \(name)") }
