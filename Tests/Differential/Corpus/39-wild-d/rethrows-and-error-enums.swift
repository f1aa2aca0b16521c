// rethrows, errors with associated values, try?/try! and catch patterns with where clauses
enum BankError: Error, Equatable { case insufficient(needed: Int), frozen }
func apply(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] { try values.map(f) }
func withdraw(_ n: Int) throws -> Int {
    if n > 100 { throw BankError.insufficient(needed: n - 100) }
    if n < 0 { throw BankError.frozen }
    return 100 - n
}
print(apply([1, 2]) { $0 * 2 })
for request in [30, 150, -1] {
    do { print("left", try withdraw(request)) }
    catch BankError.insufficient(let needed) where needed > 10 { print("short by", needed) }
    catch let e as BankError { print("bank error", e) }
    catch { print("other", error) }
}
print(try? withdraw(500) as Any, try! withdraw(1))
