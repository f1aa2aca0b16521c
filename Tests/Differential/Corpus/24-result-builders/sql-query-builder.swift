// A small SQL-like query builder using a result builder of clause values.
enum Clause { case select([String]), from(String), whereClause(String), orderBy(String) }
@resultBuilder enum QueryBuilder {
    static func buildBlock(_ clauses: Clause...) -> [Clause] { clauses }
    static func buildOptional(_ c: [Clause]?) -> Clause { .whereClause(c?.compactMap { if case .whereClause(let w) = $0 { return w } else { return nil } }.joined(separator: " AND ") ?? "") }
}
func query(@QueryBuilder _ build: () -> [Clause]) -> String {
    build().compactMap { clause -> String? in
        switch clause {
        case .select(let cols): return "SELECT " + cols.joined(separator: ", ")
        case .from(let t): return "FROM " + t
        case .whereClause(let w): return w.isEmpty ? nil : "WHERE " + w
        case .orderBy(let o): return "ORDER BY " + o
        }
    }.joined(separator: " ")
}
let onlyActive = true
print(query {
    Clause.select(["id", "name"])
    Clause.from("users")
    if onlyActive { Clause.whereClause("active = 1") }
    Clause.orderBy("name")
})
print(query { Clause.select(["*"]); Clause.from("logs") })
