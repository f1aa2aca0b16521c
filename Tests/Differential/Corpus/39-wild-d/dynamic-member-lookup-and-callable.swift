// @dynamicMemberLookup with string and key-path members, and @dynamicCallable
@dynamicMemberLookup
struct Config {
    var values: [String: String]
    subscript(dynamicMember key: String) -> String { values[key] ?? "<\(key) unset>" }
}
struct Point { var x = 1, y = 2 }
@dynamicMemberLookup
struct Wrapper<T> {
    var wrapped: T
    subscript<U>(dynamicMember path: KeyPath<T, U>) -> U { wrapped[keyPath: path] }
}
@dynamicCallable
struct Joiner {
    let separator: String
    func dynamicallyCall(withArguments args: [String]) -> String { args.joined(separator: separator) }
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Int>) -> String {
        pairs.map { "\($0.key)=\($0.value)" }.joined(separator: separator)
    }
}
let config = Config(values: ["host": "localhost"])
print(config.host, config.port)
print(Wrapper(wrapped: Point()).y)
let join = Joiner(separator: "-")
print(join("a", "b", "c"), join(x: 1, y: 2))
