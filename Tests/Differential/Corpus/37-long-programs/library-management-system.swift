// Capstone: a library management system with members, loans, fines, errors and reports in one main.swift.
import Foundation

print("=== City Library ===")
let library = Library(name: "City Library")
seedCatalog(into: library)

enum LibraryError: Error, CustomStringConvertible {
    case unknownBook(isbn: String)
    case unknownMember(id: Int)
    case alreadyOnLoan(title: String, to: String)
    case limitReached(member: String, limit: Int)
    case notBorrowed(title: String)

    var description: String {
        switch self {
        case .unknownBook(let isbn): return "no book with ISBN \(isbn)"
        case .unknownMember(let id): return "no member #\(id)"
        case let .alreadyOnLoan(title, name): return "\"\(title)\" is on loan to \(name)"
        case let .limitReached(member, limit): return "\(member) already has \(limit) books"
        case .notBorrowed(let title): return "\"\(title)\" was not borrowed"
        }
    }
}

struct Book: Hashable {
    let isbn: String
    let title: String
    let author: String
    let year: Int
}

enum MembershipTier: String, CaseIterable {
    case student, standard, premium
    var loanLimit: Int { switch self { case .student: 2; case .standard: 3; case .premium: 5 } }
    var finePerDay: Decimal { self == .premium ? 0 : (self == .student ? 0.1 : 0.25) }
}

final class Member {
    let id: Int
    let name: String
    let tier: MembershipTier
    var loans: [String] = []
    var finesOwed: Decimal = 0
    init(id: Int, name: String, tier: MembershipTier) { self.id = id; self.name = name; self.tier = tier }
}

struct Loan {
    let isbn: String
    let memberID: Int
    let day: Int
    static let period = 14
}

final class Library {
    let name: String
    private(set) var books: [String: Book] = [:]
    private(set) var members: [Int: Member] = [:]
    private var loans: [String: Loan] = [:]
    private var nextMemberID = 1
    var today = 0
    var log: [String] = []

    init(name: String) { self.name = name }

    func add(_ book: Book) { books[book.isbn] = book }

    @discardableResult
    func join(_ name: String, tier: MembershipTier = .standard) -> Member {
        let m = Member(id: nextMemberID, name: name, tier: tier)
        members[m.id] = m
        nextMemberID += 1
        return m
    }

    func checkout(isbn: String, memberID: Int) throws {
        guard let book = books[isbn] else { throw LibraryError.unknownBook(isbn: isbn) }
        guard let member = members[memberID] else { throw LibraryError.unknownMember(id: memberID) }
        if let loan = loans[isbn], let holder = members[loan.memberID] {
            throw LibraryError.alreadyOnLoan(title: book.title, to: holder.name)
        }
        guard member.loans.count < member.tier.loanLimit else {
            throw LibraryError.limitReached(member: member.name, limit: member.tier.loanLimit)
        }
        loans[isbn] = Loan(isbn: isbn, memberID: memberID, day: today)
        member.loans.append(isbn)
        log.append("day \(today): \(member.name) borrowed \(book.title)")
    }

    func giveBack(isbn: String) throws -> Decimal {
        guard let book = books[isbn] else { throw LibraryError.unknownBook(isbn: isbn) }
        guard let loan = loans.removeValue(forKey: isbn), let member = members[loan.memberID] else {
            throw LibraryError.notBorrowed(title: book.title)
        }
        member.loans.removeAll { $0 == isbn }
        let late = max(0, today - loan.day - Loan.period)
        let fine = Decimal(late) * member.tier.finePerDay
        member.finesOwed += fine
        log.append("day \(today): \(member.name) returned \(book.title)" + (late > 0 ? " \(late) days late" : ""))
        return fine
    }

    func available() -> [Book] {
        books.values.filter { loans[$0.isbn] == nil }.sorted { $0.title < $1.title }
    }
}

func seedCatalog(into library: Library) {
    let rows = """
    978-0 | The Swift Programming Language | Apple | 2014
    978-1 | Structure and Interpretation | Abelson | 1985
    978-2 | The Pragmatic Programmer | Hunt | 1999
    978-3 | Refactoring | Fowler | 1999
    978-4 | Clean Architecture | Martin | 2017
    """
    for row in rows.split(separator: "\n") {
        let f = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        library.add(Book(isbn: f[0], title: f[1], author: f[2], year: Int(f[3])!))
    }
    print("catalog:", library.books.count, "books")
}

let ada = library.join("Ada", tier: .premium)
let bob = library.join("Bob", tier: .student)
library.join("Cy")

func attempt(_ label: String, _ action: () throws -> Void) {
    do { try action(); print("ok:", label) } catch { print("failed:", label, "-", error) }
}

attempt("Bob takes Swift") { try library.checkout(isbn: "978-0", memberID: bob.id) }
attempt("Bob takes SICP") { try library.checkout(isbn: "978-1", memberID: bob.id) }
attempt("Bob takes Refactoring") { try library.checkout(isbn: "978-3", memberID: bob.id) }
attempt("Ada takes Swift") { try library.checkout(isbn: "978-0", memberID: ada.id) }
attempt("Ghost takes Swift") { try library.checkout(isbn: "978-0", memberID: 42) }
attempt("Ada takes unknown") { try library.checkout(isbn: "000", memberID: ada.id) }
attempt("Ada takes Clean") { try library.checkout(isbn: "978-4", memberID: ada.id) }

library.today = 20
for isbn in ["978-0", "978-1", "978-4", "978-2"] {
    do {
        let fine = try library.giveBack(isbn: isbn)
        print("returned \(isbn), fine \(fine)")
    } catch let error as LibraryError {
        print("cannot return \(isbn): \(error)")
    }
}

print("available:", library.available().map(\.title))
for member in library.members.values.sorted(by: { $0.id < $1.id }) {
    print(String(format: "#%02d %-4@ %-8@ loans=%d fines=", member.id, member.name as NSString,
                 member.tier.rawValue as NSString, member.loans.count) + "\(member.finesOwed)")
}
let byDecade = Dictionary(grouping: library.books.values) { $0.year / 10 * 10 }
for decade in byDecade.keys.sorted() {
    print("\(decade)s:", byDecade[decade]!.map(\.author).sorted().joined(separator: ", "))
}
print("--- log ---")
library.log.forEach { print($0) }
print(MembershipTier.allCases.map { "\($0): \($0.loanLimit)" })
