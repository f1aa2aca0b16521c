// Errors thrown from nested initialisers and caught with a generic catch printing the type.
enum SchemaError: Error { case invalidColumn(String) }
struct Column {
    let name: String
    init(_ name: String) throws {
        guard name.allSatisfy({ $0.isLetter || $0 == "_" }) else { throw SchemaError.invalidColumn(name) }
        self.name = name
    }
}
struct Table {
    let columns: [Column]
    init(_ names: [String]) throws { columns = try names.map(Column.init) }
}
for names in [["id", "first_name"], ["id", "e-mail"]] {
    do {
        let table = try Table(names)
        print("table with", table.columns.map(\.name))
    } catch {
        print("error of type \(type(of: error)): \(error)")
    }
}
