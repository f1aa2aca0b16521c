// A student's final project: library app mixing types, extensions, globals, errors, actors and async
import Foundation

enum LibraryError: Error, CustomStringConvertible {
    case notFound(String), alreadyBorrowed(title: String, by: String)
    var description: String {
        switch self {
        case .notFound(let t): return "No book titled \(t)"
        case let .alreadyBorrowed(title, by): return "\(title) is already borrowed by \(by)"
        }
    }
}

struct Book: Hashable { let title: String; let year: Int }
extension Book: CustomStringConvertible { var description: String { "\(title) (\(year))" } }

var eventLog: [String] = []
func log(_ s: String) { eventLog.append(s) }

actor Library {
    private var loans: [Book: String] = [:]
    let catalog: [Book]
    init(_ books: [Book]) { catalog = books }
    func borrow(_ title: String, by who: String) throws -> Book {
        guard let b = catalog.first(where: { $0.title == title }) else { throw LibraryError.notFound(title) }
        if let holder = loans[b] { throw LibraryError.alreadyBorrowed(title: title, by: holder) }
        loans[b] = who
        return b
    }
    func report() -> [String] { loans.map { "\($0.key.title) -> \($0.value)" }.sorted() }
}

let library = Library([Book(title: "Dune", year: 1965), Book(title: "Emma", year: 1815)])
let requests = [("Dune", "Ann"), ("Emma", "Bob"), ("Dune", "Cid"), ("Ulysses", "Dee")]
for (title, who) in requests {
    do {
        let b = try await library.borrow(title, by: who)
        log("ok \(b)")
    } catch let e as LibraryError {
        log("error: \(e)")
    }
}
eventLog.forEach { print($0) }
print(await library.report())
print(Optional(Book(title: "X", year: 1)) as Any, type(of: library))
