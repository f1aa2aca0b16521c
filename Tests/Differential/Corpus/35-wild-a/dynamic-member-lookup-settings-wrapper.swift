// @dynamicMemberLookup over a dictionary and over a wrapped struct with key paths, plus @dynamicCallable.
@dynamicMemberLookup
struct Settings {
    private var values: [String: String]
    init(_ values: [String: String]) { self.values = values }
    subscript(dynamicMember key: String) -> String {
        get { values[key, default: "<unset>"] }
        set { values[key] = newValue }
    }
}

struct Point { var x: Int; var y: Int }

@dynamicMemberLookup
struct Observed<Value> {
    private(set) var value: Value
    private(set) var reads: [String] = []
    init(_ value: Value) { self.value = value }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue; reads.append("\(keyPath)") }
    }
}

@dynamicCallable
struct Joiner {
    let separator: String
    func dynamicallyCall(withArguments args: [String]) -> String { args.joined(separator: separator) }
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Int>) -> String {
        pairs.map { "\($0.key.isEmpty ? "_" : $0.key)=\($0.value)" }.joined(separator: separator)
    }
}

var settings = Settings(["theme": "dark"])
settings.language = "az"
print(settings.theme, settings.language, settings.fontSize)

var p = Observed(Point(x: 1, y: 2))
p.x += 10
p.y = -1
print(p.value, p.reads)

let join = Joiner(separator: ", ")
print(join("a", "b", "c"))
print(join(width: 3, 7, height: 4))
