// Errors printed with print, interpolation, String(reflecting:) and dump after being caught.
enum LoginError: Error { case wrongPassword(attempts: Int), locked }
struct ServerError: Error, CustomStringConvertible {
    let code: Int
    var description: String { "server said \(code)" }
}
func attempt(_ n: Int) throws {
    if n == 1 { throw LoginError.wrongPassword(attempts: 2) }
    if n == 2 { throw LoginError.locked }
    throw ServerError(code: 503)
}
for n in 1...3 {
    do { try attempt(n) } catch {
        print(error)
        print("caught: \(error)")
        print(String(reflecting: error))
        print(type(of: error))
    }
}
do { try attempt(1) } catch let e as LoginError { dump(e) } catch { print("other") }
