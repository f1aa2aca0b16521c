// @dynamicMemberLookup and @dynamicCallable types at top level, printed.
@dynamicMemberLookup
struct JSON: CustomStringConvertible {
    var storage: [String: Any]
    subscript(dynamicMember key: String) -> JSON? {
        (storage[key] as? [String: Any]).map(JSON.init)
    }
    subscript(dynamicMember key: String) -> String? { storage[key] as? String }
    var description: String { "JSON(\(storage.keys.sorted()))" }
}
@dynamicCallable
struct Adder {
    func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(0, +) }
    func dynamicallyCall(withKeywordArguments kw: KeyValuePairs<String, Int>) -> String {
        kw.map { "\($0.key.isEmpty ? "_" : $0.key)=\($0.value)" }.joined(separator: ",")
    }
}
let j = JSON(storage: ["user": ["name": "Kai", "city": "Oslo"], "v": "1"])
let user: JSON? = j.user
let name: String? = j.user?.name
print(user as Any, name ?? "-", j.v as String? ?? "-")
let add = Adder()
print(add(1, 2, 3), add(x: 1, 2, y: 3))
@dynamicMemberLookup struct Lens<T> { var value: T; subscript<U>(dynamicMember kp: KeyPath<T, U>) -> U { value[keyPath: kp] } }
print(Lens(value: "hello").count, Lens(value: [1, 2]).first as Any)
