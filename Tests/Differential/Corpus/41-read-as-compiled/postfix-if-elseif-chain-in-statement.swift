// A postfix #if with #elseif inside a print statement and inside a declaration's initializer
struct Query {
    var parts: [String] = []
    func adding(_ part: String) -> Query { Query(parts: parts + [part]) }
}
let query = Query()
    .adding("select")
#if os(macOS)
    .adding("mac")
#elseif os(Linux)
    .adding("linux")
#else
#endif
    .adding("end")
print(query.parts)
print([3, 1, 2]
#if os(Linux)
    .sorted()
#endif
)
