// The same kind of retroactive conformance as another program: extension Double: Identifiable again.
extension Double: Identifiable { public var id: String { String(self) } }
extension Bool: Comparable {
    public static func < (lhs: Bool, rhs: Bool) -> Bool { !lhs && rhs }
}
struct Row<Value: Identifiable> { let value: Value; var key: String { "row-\(value.id)" } }
print([0.5, 2.0].map { Row(value: $0).key })
print([true, false, true].sorted(), false < true)
print(3.25.id, (1.0).id)
